import type { AppointmentStatus } from './appointment.ts';

const MINUTE = 60_000;

export interface CancellationState {
  cancellable: boolean;
  /** The last instant a cancellation is still accepted is just before this: `startsAt - window`. */
  cancellableUntil: Date;
}

/**
 * Whether the client may still cancel: only a booked appointment, and only while `now` is strictly before
 * `startsAt - cancellationWindowMinutes` (the same rule as the guarded UPDATE: `starts_at > now + window`).
 */
export function cancellationState(input: {
  startsAt: Date;
  status: AppointmentStatus;
  cancellationWindowMinutes: number;
  now: Date;
}): CancellationState {
  const cancellableUntil = new Date(input.startsAt.getTime() - input.cancellationWindowMinutes * MINUTE);
  return {
    cancellable: input.status === 'booked' && input.now.getTime() < cancellableUntil.getTime(),
    cancellableUntil,
  };
}
