import { DomainError } from '../errors/domain-error.ts';

/** What became of a session a place cancelled or moved; `told` is how many clients were notified. */
export type ClassSessionChangeOutcome =
  | { kind: 'cancelled'; told: number }
  | { kind: 'moved'; told: number }
  | { kind: 'already-cancelled' }
  | { kind: 'started' }
  | { kind: 'not-found' };

/**
 * Port: a place's changes to its class sessions (issue 18; the partner portal of issue 22 calls them). Each
 * call is one transaction behind the session's row lock, scoped to `businessId` (another business's session
 * is simply absent), and tells every client with a spot or a waitlist place in that same transaction.
 */
export interface ClassSessionChanges {
  /** Off the timetable; every spot and waitlist place released (a membership credit given back), told. */
  cancel(input: { businessId: string; sessionId: string; now: Date }): Promise<ClassSessionChangeOutcome>;
  /** To `startsAt`, as long as before; spots and waitlist places kept, their holders told. */
  move(input: {
    businessId: string;
    sessionId: string;
    startsAt: Date;
    now: Date;
  }): Promise<ClassSessionChangeOutcome>;
}

/** A place cancels a session that has not begun; its clients are told "Class cancelled". */
export function cancelClassSession(
  deps: { sessions: ClassSessionChanges },
  input: { businessId: string; sessionId: string; now: Date },
): Promise<ClassSessionChangeOutcome> {
  return deps.sessions.cancel(input);
}

/** A place moves a session that has not begun to a time still to come; its clients are told "Class moved". */
export async function moveClassSession(
  deps: { sessions: ClassSessionChanges },
  input: { businessId: string; sessionId: string; startsAt: Date; now: Date },
): Promise<ClassSessionChangeOutcome> {
  if (Number.isNaN(input.startsAt.getTime()) || input.startsAt.getTime() <= input.now.getTime())
    throw new DomainError('START_IN_PAST', 'a class session moves to a time still to come');
  return deps.sessions.move(input);
}
