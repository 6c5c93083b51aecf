import type { ClassSessionPatch, ClassSessionsInput, ClassTypeInput, PlanInput } from '@kalendo/contracts';
import { read, readOrNull, result } from '../api-answers.ts';
import { segment } from '../api-links.ts';
import type { TypedApi } from './typed-api.ts';

/**
 * A business's classes and memberships (ADR 045): class types, the timetable of a place, a session's people,
 * membership plans, and memberships waiting for payment at the venue. Writes return their refusal.
 */
export function partnerClassCalls(api: TypedApi) {
  const one = api.partner.businesses[':businessId'];
  const id = (businessId: string) => ({ businessId: segment(businessId) });
  const session = (businessId: string, sessionId: string) => ({
    ...id(businessId),
    sessionId: segment(sessionId),
  });
  const plan = (businessId: string, planId: string) => ({ ...id(businessId), planId: segment(planId) });
  return {
    listClassTypes: (businessId: string) => read(one.classes.$get({ param: id(businessId) })),
    createClassType: (businessId: string, input: ClassTypeInput) =>
      result(one.classes.$post({ param: id(businessId), json: input })),
    listTimetable: (businessId: string, query: { placeId: string; from: string; to: string }) =>
      read(one['class-sessions'].$get({ param: id(businessId), query })),
    createClassSessions: (businessId: string, input: ClassSessionsInput) =>
      result(one['class-sessions'].$post({ param: id(businessId), json: input })),
    updateClassSession: (businessId: string, sessionId: string, patch: ClassSessionPatch) =>
      result(
        one['class-sessions'][':sessionId'].$patch({ param: session(businessId, sessionId), json: patch }),
      ),
    assignClassTeacher: (businessId: string, sessionId: string, staffId: string) =>
      result(
        one['class-sessions'][':sessionId'].teacher.$put({
          param: session(businessId, sessionId),
          json: { staffId },
        }),
      ),
    cancelClassSession: (businessId: string, sessionId: string, reason: string) =>
      result(
        one['class-sessions'][':sessionId'].cancel.$post({
          param: session(businessId, sessionId),
          json: { reason },
        }),
      ),
    getSessionPeople: (businessId: string, sessionId: string) =>
      readOrNull(one['class-sessions'][':sessionId'].people.$get({ param: session(businessId, sessionId) })),
    listPartnerPlans: (businessId: string) => read(one['membership-plans'].$get({ param: id(businessId) })),
    createPlan: (businessId: string, input: PlanInput) =>
      result(one['membership-plans'].$post({ param: id(businessId), json: input })),
    updatePlan: (businessId: string, planId: string, input: PlanInput) =>
      result(one['membership-plans'][':planId'].$put({ param: plan(businessId, planId), json: input })),
    retirePlan: (businessId: string, planId: string) =>
      result(one['membership-plans'][':planId'].retire.$post({ param: plan(businessId, planId) })),
    listPendingMemberships: (businessId: string) =>
      read(one.memberships.pending.$get({ param: id(businessId) })),
    activateMembership: (businessId: string, membershipId: string) =>
      result(
        one.memberships[':membershipId'].activate.$post({
          param: { ...id(businessId), membershipId: segment(membershipId) },
        }),
      ),
  };
}
