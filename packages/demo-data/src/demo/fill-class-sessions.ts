import type { SessionPlan } from './build-classes.ts';
import type { SeedContext } from './seed-context.ts';

/**
 * Books users into sessions: many partly full, a few full, some empty. `booked_count` always equals
 * the session's booked class_bookings and never exceeds its capacity.
 */
export function fillClassSessions(ctx: SeedContext, sessions: SessionPlan[], userIds: string[]): void {
  for (const session of sessions) {
    const { capacity } = session.row;
    const roll = ctx.random.next();
    let target = 0;
    if (roll < 0.25) target = 0;
    else if (roll < 0.85) target = ctx.random.int(1, Math.ceil(capacity * 0.6));
    else if (roll < 0.95) target = capacity - ctx.random.int(1, 2);
    else target = capacity;
    addBookings(ctx, session, ctx.random.sample(userIds, Math.min(target, userIds.length)));
  }
}

/** Adds the users to a session (created a few days before it), within its capacity. */
export function addBookings(ctx: SeedContext, session: SessionPlan, userIds: string[]): number {
  const room = session.row.capacity - (session.row.bookedCount ?? 0);
  const accepted = userIds.slice(0, Math.max(0, room));
  for (const userId of accepted) {
    const hoursBefore = ctx.random.int(2, 24 * 7);
    const createdAt = new Date(
      Math.min(session.startsAt.getTime(), ctx.now.getTime()) - hoursBefore * 3_600_000,
    );
    ctx.data.classBookings.push({
      id: ctx.random.uuid(),
      sessionId: session.row.id as string,
      userId,
      status: 'booked',
      createdAt,
    });
  }
  session.row.bookedCount = (session.row.bookedCount ?? 0) + accepted.length;
  return accepted.length;
}
