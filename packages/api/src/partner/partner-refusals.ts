import { PartnerRefusal, sqlStateOf } from '@kalendo/db';
import type { MarkRefusal } from '@kalendo/domain';
import { ApiError, type ErrorMessageKey } from '../errors/api-error.ts';

/** The message of each refused mark (ADR 042). */
const MARK_MESSAGES: Record<MarkRefusal, ErrorMessageKey> = {
  closed: 'MARK_REFUSED',
  'too-early': 'MARK_TOO_EARLY',
  'already-arrived': 'MARK_ALREADY_ARRIVED',
  arrived: 'MARK_ARRIVED',
};

/** PostgreSQL broke a lock cycle between two writes by aborting this one: it changed nothing. */
const DEADLOCK_DETECTED = '40P01';

/**
 * A refused partner write as the API answers it (localized by its code); a write aborted by a lock cycle with
 * another (closing a place while one of its staff members is edited, ADR 058) is a conflict to retry.
 */
export async function refusalsAsErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === DEADLOCK_DETECTED) throw new ApiError('CONFLICT');
    if (!(error instanceof PartnerRefusal)) throw error;
    const { reason } = error;
    switch (reason.kind) {
      case 'not-found':
        throw new ApiError('NOT_FOUND');
      case 'unknown-reference':
        throw new ApiError('VALIDATION_FAILED', { fields: [{ path: reason.field, message: 'unknown' }] });
      case 'bookings-affected':
        throw new ApiError('BOOKINGS_AFFECTED', { count: reason.count, appointments: reason.appointments });
      case 'incomplete': {
        const refusal = new ApiError('BUSINESS_INCOMPLETE', { missing: reason.missing });
        throw reason.place ? refusal.withMessage('PLACE_INCOMPLETE') : refusal;
      }
      case 'mark-refused':
        throw new ApiError('MARK_REFUSED', { reason: reason.refusal }).withMessage(
          MARK_MESSAGES[reason.refusal],
        );
      case 'staff-busy':
        throw new ApiError('SLOT_UNAVAILABLE', { alternatives: [] }).withMessage('STAFF_BUSY');
      case 'already-cancelled':
        throw new ApiError('ALREADY_CANCELLED');
      case 'closed':
        throw new ApiError('CONFLICT').withMessage('APPOINTMENT_CLOSED');
      case 'started':
        throw new ApiError('CONFLICT').withMessage('APPOINTMENT_STARTED');
      case 'start-in-past':
        throw new ApiError('START_IN_PAST');
      case 'outside-hours':
        throw new ApiError('OUTSIDE_HOURS', { reasons: reason.reasons });
      case 'staff-not-performing':
        throw new ApiError('VALIDATION_FAILED', {
          fields: [{ path: 'staffId', message: 'does not perform the service' }],
          reason: 'staff-not-performing',
        }).withMessage('STAFF_NOT_PERFORMING');
      case 'unchanged':
        throw new ApiError('CONFLICT');
      case 'idempotency-mismatch':
        throw new ApiError('IDEMPOTENCY_MISMATCH');
      case 'domain-taken':
        throw new ApiError('DOMAIN_TAKEN');
      case 'invalid-field':
        throw new ApiError('VALIDATION_FAILED', {
          fields: [{ path: reason.field, message: reason.message }],
        });
      case 'class-started':
        throw new ApiError('CLASS_STARTED').withMessage('CLASS_SESSION_STARTED');
      case 'class-already-cancelled':
        throw new ApiError('ALREADY_CANCELLED').withMessage('CLASS_SESSION_CANCELLED');
      case 'teacher-busy':
        throw new ApiError('CONFLICT', { conflict: reason.conflict }).withMessage(
          reason.conflict === 'class-session' ? 'TEACHER_HAS_CLASS' : 'TEACHER_HAS_APPOINTMENT',
        );
      case 'capacity-below-booked':
        throw new ApiError('CAPACITY_BELOW_BOOKED', { count: reason.booked });
      case 'membership-not-pending':
        throw new ApiError('CONFLICT', { status: reason.status }).withMessage('MEMBERSHIP_NOT_PENDING');
      case 'forbidden':
        throw new ApiError('FORBIDDEN');
      case 'last-owner':
        throw new ApiError('LAST_OWNER');
      case 'sole-owner':
        throw new ApiError('SOLE_OWNER', { businessId: reason.businessId, business: reason.business });
      case 'already-member':
        throw new ApiError('ALREADY_MEMBER');
      case 'invitation-pending':
        throw new ApiError('INVITATION_PENDING');
      case 'too-many-invitations':
        throw new ApiError('INVITATIONS_LIMIT');
      case 'invitation-gone':
        throw new ApiError('INVITATION_GONE');
      case 'invitation-other-account':
        throw new ApiError('INVITATION_OTHER_ACCOUNT');
      case 'resend-limit':
        throw new ApiError('INVITATION_RESEND_LIMIT');
      case 'staff-role-only':
        throw new ApiError('VALIDATION_FAILED', {
          fields: [{ path: 'staffId', message: 'staff role only' }],
        });
      case 'staff-taken':
        throw new ApiError('STAFF_LINKED');
      case 'last-public-place':
        throw new ApiError('CONFLICT', { reason: reason.kind }).withMessage('LAST_PUBLIC_PLACE');
      case 'only-place':
        throw new ApiError('CONFLICT', { reason: reason.kind }).withMessage('ONLY_PLACE');
      case 'things-to-come':
        throw new ApiError('CONFLICT', {
          reason: reason.kind,
          appointments: reason.appointments,
          sessions: reason.sessions,
        }).withMessage(reason.subject === 'place' ? 'PLACE_HAS_THINGS_TO_COME' : 'STAFF_HAS_THINGS_TO_COME');
      case 'public-place-emptied':
        throw new ApiError('CONFLICT', { reason: reason.kind, missing: reason.missing }).withMessage(
          'PUBLIC_PLACE_EMPTIED',
        );
      case 'description-refused':
        throw new ApiError('CONFLICT', { reason: reason.refusal }).withMessage(
          reason.refusal === 'own-language-first' ? 'OWN_DESCRIPTION_FIRST' : 'OWN_DESCRIPTION_KEPT',
        );
    }
  }
}
