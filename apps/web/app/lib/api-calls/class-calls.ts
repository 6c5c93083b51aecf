import { read, result } from '../api-answers.ts';
import { segment } from '../api-links.ts';
import type { TypedApi } from './typed-api.ts';

/** The timetable's filters as the API reads them (strings, its names). */
export interface ClassTimetableFilters {
  city?: string;
  category?: string;
  location?: string;
  date?: string;
  timeOfDay?: 'morning' | 'afternoon' | 'evening';
  level?: 'beginner' | 'intermediate' | 'advanced';
  freeOnly?: 'true';
  cursor?: string;
}

/** The membership plans' filters as the API reads them. */
export interface MembershipPlanFilters {
  city?: string;
  category?: string;
  location?: string;
  cursor?: string;
}

/** Classes and memberships: the timetable, spots and waitlist places, plans and own memberships. */
export function classCalls(api: TypedApi) {
  return {
    /** One page of the class timetable (filters as the API names them); a bad filter or cursor is returned. */
    listClassTimetable: (query: ClassTimetableFilters) => result(api.classes.sessions.$get({ query })),
    /** The signed-in user's spots and waitlist places in sessions to come, soonest first. */
    listMyClassBookings: () => read(api.me['class-bookings'].$get()),
    /** A spot in a class session, else a waitlist place; the refusal (full, started, unknown) is returned. */
    bookClass: (sessionId: string, membershipId?: string) =>
      result(
        api.me['class-bookings'].$post({ json: { sessionId, ...(membershipId ? { membershipId } : {}) } }),
      ),
    /** One page of membership plans on sale (filters as the API names them); a bad cursor is returned. */
    listMembershipPlans: (query: MembershipPlanFilters) => result(api.memberships.plans.$get({ query })),
    /** The signed-in user's memberships, newest first, with credits left and usage history. */
    listMyMemberships: () => read(api.me.memberships.$get()),
    /** Buys a plan; the same key again answers the first purchase; a refusal is returned. */
    buyMembership: (planId: string, idempotencyKey: string) =>
      result(api.me.memberships.$post({ header: { 'idempotency-key': idempotencyKey }, json: { planId } })),
    /** Pauses, resumes or cancels an own membership; a refusal is returned. */
    changeMyMembership: (id: string, change: 'cancel' | 'freeze' | 'unfreeze') =>
      result(api.me.memberships[':id'][change].$post({ param: { id: segment(id) } })),
    /** Turns the renewal of an own membership on or off (ADR 035); the refusal is returned. */
    setMembershipAutoRenew: (id: string, autoRenew: boolean) =>
      result(
        api.me.memberships[':id']['auto-renew'].$post({ param: { id: segment(id) }, json: { autoRenew } }),
      ),
    /** Gives back an own spot or waitlist place; the refusal (too late, already cancelled) is returned. */
    cancelClassBooking: (id: string) =>
      result(api.me['class-bookings'][':id'].cancel.$post({ param: { id: segment(id) } })),
  };
}
