import { PartnerRefusal } from '@kalendo/db';
import type { MarkRefusal } from '@kalendo/domain';
import { ApiError, type ErrorMessageKey } from '../errors/api-error.ts';

/** The message of each refused mark (ADR 042). */
const MARK_MESSAGES: Record<MarkRefusal, ErrorMessageKey> = {
  closed: 'MARK_REFUSED',
  'too-early': 'MARK_TOO_EARLY',
  'already-arrived': 'MARK_ALREADY_ARRIVED',
  arrived: 'MARK_ARRIVED',
};

/**
 * A refused partner write as the API answers it (localized by its code). A write aborted by a lock cycle
 * is answered as a conflict by the error handler, as every other write.
 */
export async function refusalsAsErrors<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof PartnerRefusal)) throw error;
    throw refusalAsError(error);
  }
}

/**
 * The API's error for a refusal. The error handler answers with it too, so a refusal thrown by a repository
 * that no route wraps (a place's session move, ADR 057) is still its 4xx, never a 500.
 */
export function refusalAsError({ reason }: PartnerRefusal): ApiError {
  switch (reason.kind) {
    case 'not-found':
      return new ApiError('NOT_FOUND');
    case 'unknown-reference':
      return new ApiError('VALIDATION_FAILED', { fields: [{ path: reason.field, message: 'unknown' }] });
    case 'bookings-affected':
      return new ApiError('BOOKINGS_AFFECTED', { count: reason.count, appointments: reason.appointments });
    case 'incomplete': {
      const refusal = new ApiError('BUSINESS_INCOMPLETE', { missing: reason.missing });
      return reason.place ? refusal.withMessage('PLACE_INCOMPLETE') : refusal;
    }
    case 'mark-refused':
      return new ApiError('MARK_REFUSED', { reason: reason.refusal }).withMessage(
        MARK_MESSAGES[reason.refusal],
      );
    case 'staff-busy':
      return new ApiError('SLOT_UNAVAILABLE', { alternatives: [] }).withMessage('STAFF_BUSY');
    case 'staff-teaching':
      return new ApiError('SLOT_UNAVAILABLE', { alternatives: [], conflict: 'class-session' }).withMessage(
        'STAFF_TEACHING',
      );
    case 'already-cancelled':
      return new ApiError('ALREADY_CANCELLED');
    case 'closed':
      return new ApiError('CONFLICT').withMessage('APPOINTMENT_CLOSED');
    case 'started':
      return new ApiError('CONFLICT').withMessage('APPOINTMENT_STARTED');
    case 'start-in-past':
      return new ApiError('START_IN_PAST');
    case 'outside-hours':
      return new ApiError('OUTSIDE_HOURS', { reasons: reason.reasons });
    case 'staff-not-performing':
      return new ApiError('VALIDATION_FAILED', {
        fields: [{ path: 'staffId', message: 'does not perform the service' }],
        reason: 'staff-not-performing',
      }).withMessage('STAFF_NOT_PERFORMING');
    case 'unchanged':
      return new ApiError('CONFLICT');
    case 'idempotency-mismatch':
      return new ApiError('IDEMPOTENCY_MISMATCH');
    case 'domain-taken':
      return new ApiError('DOMAIN_TAKEN');
    case 'invalid-field':
      return new ApiError('VALIDATION_FAILED', {
        fields: [{ path: reason.field, message: reason.message }],
      });
    case 'class-started':
      return new ApiError('CLASS_STARTED').withMessage('CLASS_SESSION_STARTED');
    case 'class-already-cancelled':
      return new ApiError('ALREADY_CANCELLED').withMessage('CLASS_SESSION_CANCELLED');
    case 'teacher-busy':
      return new ApiError('CONFLICT', { conflict: reason.conflict }).withMessage(
        reason.conflict === 'class-session' ? 'TEACHER_HAS_CLASS' : 'TEACHER_HAS_APPOINTMENT',
      );
    case 'capacity-below-booked':
      return new ApiError('CAPACITY_BELOW_BOOKED', { count: reason.booked });
    case 'membership-not-pending':
      return new ApiError('CONFLICT', { status: reason.status }).withMessage('MEMBERSHIP_NOT_PENDING');
    case 'forbidden':
      return new ApiError('FORBIDDEN');
    case 'last-owner':
      return new ApiError('LAST_OWNER');
    case 'sole-owner':
      return new ApiError('SOLE_OWNER', { businessId: reason.businessId, business: reason.business });
    case 'already-member':
      return new ApiError('ALREADY_MEMBER');
    case 'invitation-pending':
      return new ApiError('INVITATION_PENDING');
    case 'too-many-invitations':
      return new ApiError('INVITATIONS_LIMIT');
    case 'invitation-gone':
      return new ApiError('INVITATION_GONE');
    case 'invitation-other-account':
      return new ApiError('INVITATION_OTHER_ACCOUNT');
    case 'resend-limit':
      return new ApiError('INVITATION_RESEND_LIMIT');
    case 'staff-role-only':
      return new ApiError('VALIDATION_FAILED', {
        fields: [{ path: 'staffId', message: 'staff role only' }],
      });
    case 'staff-taken':
      return new ApiError('STAFF_LINKED');
    case 'last-public-place':
      return new ApiError('CONFLICT', { reason: reason.kind }).withMessage('LAST_PUBLIC_PLACE');
    case 'only-place':
      return new ApiError('CONFLICT', { reason: reason.kind }).withMessage('ONLY_PLACE');
    case 'things-to-come':
      return new ApiError('CONFLICT', {
        reason: reason.kind,
        appointments: reason.appointments,
        sessions: reason.sessions,
      }).withMessage(reason.subject === 'place' ? 'PLACE_HAS_THINGS_TO_COME' : 'STAFF_HAS_THINGS_TO_COME');
    case 'public-place-emptied':
      return new ApiError('CONFLICT', { reason: reason.kind, missing: reason.missing }).withMessage(
        'PUBLIC_PLACE_EMPTIED',
      );
    case 'description-refused':
      return new ApiError('CONFLICT', { reason: reason.refusal }).withMessage(
        reason.refusal === 'own-language-first' ? 'OWN_DESCRIPTION_FIRST' : 'OWN_DESCRIPTION_KEPT',
      );
  }
}
