import type { ClassSession, MyMembershipDto } from '@kalendo/contracts';

/**
 * The user's memberships that can pay for a class session, as the timetable offers them: active, covering
 * the class, with a visit left, and valid when it starts. The API decides again under the membership's lock.
 */
export function membershipsPayingFor(
  session: Pick<ClassSession, 'classId' | 'startsAt'>,
  mine: readonly MyMembershipDto[],
): MyMembershipDto[] {
  const startsAt = Date.parse(session.startsAt);
  return mine.filter(
    (membership) =>
      membership.status === 'active' &&
      (membership.plan.covers.everything ||
        membership.plan.covers.classes.some((item) => item.id === session.classId)) &&
      (membership.creditsLeft === null || membership.creditsLeft > 0) &&
      Date.parse(membership.validFrom) <= startsAt &&
      startsAt < Date.parse(membership.validUntil),
  );
}
