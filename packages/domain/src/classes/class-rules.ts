import type { ClassBookingStatus } from './class-ports.ts';

/** Where a new request lands in a session: a spot while one is free, else its waitlist while that has room. */
export function placeInSession(session: {
  capacity: number;
  bookedCount: number;
  waitlistCapacity: number;
  waitlisted: number;
}): 'spot' | 'waitlist' | 'full' {
  if (session.bookedCount < session.capacity) return 'spot';
  return session.waitlisted < session.waitlistCapacity ? 'waitlist' : 'full';
}

/**
 * Until when a booking can be cancelled online: a spot until the place's cancellation window before the
 * start; a waitlist place until the start (leaving a line costs the place nothing).
 */
export function classCancellableUntil(
  startsAt: Date,
  status: ClassBookingStatus,
  cancellationWindowMinutes: number,
): Date {
  const windowMs = status === 'waitlisted' ? 0 : cancellationWindowMinutes * 60_000;
  return new Date(startsAt.getTime() - windowMs);
}

/** Spots left to book ("3 of 12 left"): never below zero. */
export function spotsLeft(session: { capacity: number; bookedCount: number }): number {
  return Math.max(0, session.capacity - session.bookedCount);
}
