import type { AffectedAppointmentRecord } from './affected-bookings.ts';

/** Why a partner write was refused; thrown inside its transaction so nothing of it stays. */
export type PartnerRefusalReason =
  | { kind: 'not-found' }
  | { kind: 'unknown-reference'; field: string }
  | { kind: 'bookings-affected'; count: number; appointments: AffectedAppointmentRecord[] }
  | { kind: 'incomplete'; missing: string[] }
  /** The partner calendar (ADR 042): a mark the appointment's state refuses (`MarkRefusal` of the domain). */
  | { kind: 'mark-refused'; refusal: 'closed' | 'too-early' | 'already-arrived' | 'arrived' }
  /** The staff member is busy then (the overlap constraint refused the write). */
  | { kind: 'staff-busy' }
  | { kind: 'already-cancelled' }
  /** Completed or a no-show: the visit is over and stays as it was. */
  | { kind: 'closed' }
  /** Begun: the place marks it, no longer cancels it. */
  | { kind: 'started' }
  | { kind: 'start-in-past' }
  /** A move to where the appointment already is. */
  | { kind: 'unchanged' }
  | { kind: 'idempotency-mismatch' };

export class PartnerRefusal extends Error {
  readonly reason: PartnerRefusalReason;

  constructor(reason: PartnerRefusalReason) {
    super(reason.kind);
    this.reason = reason;
    this.name = 'PartnerRefusal';
  }
}

export const notFound = () => new PartnerRefusal({ kind: 'not-found' });
