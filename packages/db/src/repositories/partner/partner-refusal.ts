import type { OutsideHoursReason } from '@kalendo/domain';

/** A booked appointment a change would leave behind, as the partner recognises it. */
export interface AffectedAppointmentRecord {
  id: string;
  startsAt: string;
  endsAt: string;
  serviceName: string;
  staffName: string;
  clientName: string;
  /** The place's zone, in which the partner reads the time. */
  timeZone: string;
}

/** Why a partner write was refused; thrown inside its transaction so nothing of it stays. */
export type PartnerRefusalReason =
  | { kind: 'not-found' }
  | { kind: 'unknown-reference'; field: string }
  | { kind: 'bookings-affected'; count: number; appointments: AffectedAppointmentRecord[] }
  | { kind: 'incomplete'; missing: string[]; place?: true }
  /** The partner calendar (ADR 042): a mark the appointment's state refuses (`MarkRefusal` of the domain). */
  | { kind: 'mark-refused'; refusal: 'closed' | 'too-early' | 'already-arrived' | 'arrived' }
  /** The staff member is busy then (the overlap constraint refused the write). */
  | { kind: 'staff-busy' }
  /** The staff member teaches a class session then (ADR 057's guard refused the appointment). */
  | { kind: 'staff-teaching' }
  | { kind: 'already-cancelled' }
  /** Completed or a no-show: the visit is over and stays as it was. */
  | { kind: 'closed' }
  /** Begun: the place marks it, no longer cancels it. */
  | { kind: 'started' }
  | { kind: 'start-in-past' }
  /** A time outside the staff member's or the place's hours, not confirmed (ADR 050). */
  | { kind: 'outside-hours'; reasons: OutsideHoursReason[] }
  /** A staff member of the place who does not perform the service. */
  | { kind: 'staff-not-performing' }
  /** A move to where the appointment already is. */
  | { kind: 'unchanged' }
  | { kind: 'idempotency-mismatch' }
  /** The custom domain is already another place's (ADR 044; the unique constraint refused it). */
  | { kind: 'domain-taken' }
  /** A field the contract let through but the business's data refuses (a time the clock skips that day). */
  | { kind: 'invalid-field'; field: string; message: string }
  /** A class session that has begun: it is no longer changed or cancelled. */
  | { kind: 'class-started' }
  | { kind: 'class-already-cancelled' }
  /** A session's capacity below the spots already taken. */
  | { kind: 'capacity-below-booked'; booked: number }
  /** A session's teacher who teaches another session or has an appointment then (migration 0035's trigger). */
  | { kind: 'teacher-busy'; conflict: 'class-session' | 'appointment' }
  /** A membership that is neither waiting for its payment nor already activated (cancelled, expired). */
  | { kind: 'membership-not-pending'; status: string }
  /** The team (ADR 049): the caller's role may not act on this member or invitation. */
  | { kind: 'forbidden' }
  /** The change would leave the business without an owner (the database's trigger refused it). */
  | { kind: 'last-owner' }
  | { kind: 'already-member' }
  /** The address already has an invitation waiting (the partial unique index refused another). */
  | { kind: 'invitation-pending' }
  | { kind: 'too-many-invitations' }
  /** Accepted, revoked or expired: the link no longer works. */
  | { kind: 'invitation-gone' }
  /** Signed in with another address than the invitation's. */
  | { kind: 'invitation-other-account' }
  | { kind: 'resend-limit' }
  /** A staff row for a member whose role is not staff. */
  | { kind: 'staff-role-only' }
  /** The staff row is already another member's. */
  | { kind: 'staff-taken' }
  /** A description's change the own-language rule refuses (ADR 054, `refuseDescriptionChange`). */
  | { kind: 'description-refused'; refusal: 'own-language-first' | 'own-language-kept' }
  /** Deleting the account of the only owner of a business that has other members or bookings to come. */
  | { kind: 'sole-owner'; businessId: string; business: string }
  /** ADR 058: hiding the last public place of a published business (unpublish the business instead). */
  | { kind: 'last-public-place' }
  /** Closing the business's only place. */
  | { kind: 'only-place' }
  /** Closing a place, or moving a staff member away from one, with appointments or class sessions to come. */
  | { kind: 'things-to-come'; subject: 'place' | 'staff'; appointments: number; sessions: number }
  /** A change that would leave a public place failing the publish checks it passed (hide the place first). */
  | { kind: 'public-place-emptied'; missing: string[] };

export class PartnerRefusal extends Error {
  readonly reason: PartnerRefusalReason;

  constructor(reason: PartnerRefusalReason) {
    super(reason.kind);
    this.reason = reason;
    this.name = 'PartnerRefusal';
  }
}

export const notFound = () => new PartnerRefusal({ kind: 'not-found' });
