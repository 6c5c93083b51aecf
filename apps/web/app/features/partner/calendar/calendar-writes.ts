import { OUTSIDE_HOURS_REASONS, WalkInInputSchema } from '@kalendo/contracts';
import { placeClockOf, wallClockInstant } from '@kalendo/domain';
import { redirect } from 'react-router';
import type { ApiClient } from '../../../lib/api-client.ts';
import type { MessageKey } from '../../../lib/i18n.ts';
import { textOf } from '../form-fields.ts';
import { fieldErrorsOf, formAnswered, formRefused, type PartnerFormResult } from '../partner-form-result.ts';

/**
 * What a calendar form answers: a partner form's result; for a cancellation its confirm step; for a move or
 * a walk-in outside the hours, why (ADR 050), to be confirmed with "book anyway".
 */
export type CalendarFormResult = PartnerFormResult & {
  confirmCancel?: boolean;
  outsideHours?: OutsideHoursReason[];
};

/** Why a time lies outside the hours (`OUTSIDE_HOURS`' `details.reasons`). */
export type OutsideHoursReason = (typeof OUTSIDE_HOURS_REASONS)[number];

/** The intent of a form's "book anyway" button: the move's or walk-in's, confirmed. */
export const ANYWAY = '-anyway';

export const MARKS = ['arrived', 'completed', 'no-show'] as const;
type Mark = (typeof MARKS)[number];

/** The instant of a date and time typed on the place's clock, or the field that is wrong. */
function startOf(form: FormData, timeZone: string): { start: string } | { field: string; key: MessageKey } {
  const date = textOf(form, 'date');
  const time = textOf(form, 'time');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { field: 'date', key: 'partner.errors.required' };
  if (!/^\d{2}:\d{2}$/.test(time)) return { field: 'time', key: 'partner.errors.required' };
  const instant = wallClockInstant(date, time, timeZone);
  if (!instant) return { field: 'time', key: 'partnerCalendar.errors.noSuchTime' };
  return { start: instant.toISOString() };
}

/**
 * A refusal whose code has the calendar's own words: a taken time (by a client or a class), a staff member who does not do the
 * service, or a time outside the hours with its reasons (the form then offers "book anyway").
 */
function withCalendarWords(
  result: CalendarFormResult,
  answer: { ok: boolean; error?: { code: string; details?: Record<string, unknown> | undefined } },
): CalendarFormResult {
  if (answer.ok || !answer.error) return result;
  const { code, details } = answer.error;
  if (code === 'SLOT_UNAVAILABLE') {
    // The staff member teaches a class then (ADR 057), else has a client.
    const taken =
      details?.conflict === 'class-session' ? 'partnerFixes.staffTeaching' : 'partnerCalendar.errors.taken';
    return { ...result, message: null, fieldErrors: { time: taken as MessageKey } };
  }
  if (details?.reason === 'staff-not-performing')
    return { ...result, fieldErrors: { staffId: 'partnerCalendar.errors.notPerforming' as MessageKey } };
  if (code === 'OUTSIDE_HOURS' && Array.isArray(details?.reasons))
    return {
      ...result,
      outsideHours: details.reasons.filter((reason): reason is OutsideHoursReason =>
        (OUTSIDE_HOURS_REASONS as readonly unknown[]).includes(reason),
      ),
    };
  return result;
}

interface CalendarWrite {
  api: ApiClient;
  businessId: string;
  timeZone: string;
  /** The calendar's address after a write, with the appointment to show and what was done. */
  back: (changes: { date?: string; appointmentId: string; done: string }) => string;
}

/**
 * A calendar form (`intent`): a mark, a move, a cancellation (asked, then confirmed) or a walk-in. Done:
 * back to the calendar on the appointment's day with what was done (announced there); refused: the form
 * with what was typed and why.
 */
export async function calendarWrite(
  form: FormData,
  write: CalendarWrite,
): Promise<CalendarFormResult | Response> {
  const { api, businessId, timeZone, back } = write;
  const sent = textOf(form, 'intent');
  // "Book anyway" sends the same form with its intent confirmed.
  const bookAnyway = sent.endsWith(ANYWAY);
  const intent = bookAnyway ? sent.slice(0, -ANYWAY.length) : sent;
  const appointmentId = textOf(form, 'appointmentId');
  const done = (startsAt: string, id: string, what: string) =>
    redirect(back({ date: placeClockOf(startsAt, timeZone).date, appointmentId: id, done: what }));

  if ((MARKS as readonly string[]).includes(intent)) {
    const answer = await api.markAppointment(businessId, appointmentId, intent as Mark);
    return answer.ok ? done(answer.data.startsAt, appointmentId, intent) : formAnswered(intent, form, answer);
  }
  if (intent === 'move') {
    const start = startOf(form, timeZone);
    if ('field' in start) return formRefused(intent, form, { [start.field]: start.key });
    const staffId = textOf(form, 'staffId');
    const move = {
      ...(start.start === new Date(textOf(form, 'currentStart')).toISOString() ? {} : start),
      ...(staffId === textOf(form, 'currentStaffId') ? {} : { staffId }),
    };
    if (Object.keys(move).length === 0)
      return formRefused(intent, form, { time: 'partnerCalendar.errors.unchanged' });
    const answer = await api.moveAppointment(businessId, appointmentId, {
      ...move,
      ...(bookAnyway ? { bookAnyway } : {}),
    });
    if (answer.ok) return done(answer.data.startsAt, appointmentId, 'moved');
    return withCalendarWords(formAnswered(intent, form, answer), answer);
  }
  if (intent === 'cancel') {
    const reason = textOf(form, 'reason').trim();
    if (!reason) return formRefused(intent, form, { reason: 'partner.errors.required' });
    if (textOf(form, 'confirmed') !== 'yes') return { ...formRefused(intent, form, {}), confirmCancel: true };
    const answer = await api.cancelAppointmentAsPlace(businessId, appointmentId, reason);
    return answer.ok
      ? done(answer.data.startsAt, appointmentId, 'cancelled')
      : formAnswered(intent, form, answer);
  }
  if (intent === 'walk-in') {
    const start = startOf(form, timeZone);
    if ('field' in start) return formRefused(intent, form, { [start.field]: start.key });
    const phone = textOf(form, 'clientPhone').trim();
    const parsed = WalkInInputSchema.safeParse({
      placeId: textOf(form, 'placeId'),
      serviceId: textOf(form, 'serviceId'),
      staffId: textOf(form, 'staffId'),
      start: start.start,
      client: { name: textOf(form, 'clientName'), phone: phone === '' ? null : phone },
      notes: textOf(form, 'notes'),
      ...(bookAnyway ? { bookAnyway } : {}),
    });
    const rename = (path: string) =>
      ({ 'client.name': 'clientName', 'client.phone': 'clientPhone', start: 'time' })[path] ?? path;
    if (!parsed.success) return formRefused(intent, form, fieldErrorsOf(parsed.error.issues, rename));
    const answer = await api.bookWalkIn(businessId, parsed.data);
    if (answer.ok) return done(answer.data.startsAt, answer.data.id, 'booked');
    return withCalendarWords(formAnswered(intent, form, answer, rename), answer);
  }
  return formRefused(intent, form, {});
}
