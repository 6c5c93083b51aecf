import type { PartnerCalendarQuery, PartnerMoveInput, WalkInInput } from '@kalendo/contracts';
import { read, readOrNull, result } from '../api-answers.ts';
import { segment } from '../api-links.ts';
import type { TypedApi } from './typed-api.ts';

/**
 * The partner calendar (ADR 042): a place's days, and the place's writes on one appointment (marks,
 * moves, cancellations) and walk-ins. Writes return their refusal (409 `SLOT_UNAVAILABLE`,
 * `MARK_REFUSED`, 422 `START_IN_PAST`, 403 for staff).
 */
export function partnerCalendarCalls(api: TypedApi) {
  const one = api.partner.businesses[':businessId'];
  const id = (businessId: string) => ({ businessId: segment(businessId) });
  const appointment = (businessId: string, appointmentId: string) => ({
    ...id(businessId),
    appointmentId: segment(appointmentId),
  });
  const byId = one.appointments[':appointmentId'];
  return {
    readPartnerCalendar: (businessId: string, query: PartnerCalendarQuery) =>
      read(one.calendar.$get({ param: id(businessId), query })),
    /** One appointment's details (ADR 050); null when it is not the business's (or not the staff member's). */
    readPartnerAppointment: (businessId: string, appointmentId: string) =>
      readOrNull(byId.$get({ param: appointment(businessId, appointmentId) })),
    markAppointment: (businessId: string, appointmentId: string, mark: 'arrived' | 'completed' | 'no-show') =>
      result(byId.mark.$post({ param: appointment(businessId, appointmentId), json: { mark } })),
    moveAppointment: (businessId: string, appointmentId: string, move: PartnerMoveInput) =>
      result(byId.move.$post({ param: appointment(businessId, appointmentId), header: {}, json: move })),
    cancelAppointmentAsPlace: (businessId: string, appointmentId: string, reason: string) =>
      result(byId.cancel.$post({ param: appointment(businessId, appointmentId), json: { reason } })),
    bookWalkIn: (businessId: string, input: WalkInInput) =>
      result(one.appointments.$post({ param: id(businessId), json: input })),
  };
}
