import type { AffectedAppointment, ErrorBody } from '@kalendo/contracts';
import type { z } from 'zod';
import type { MessageKey } from '../../lib/i18n.ts';

/**
 * What a partner form's action answers: done, or refused with field errors (message keys of
 * `partner.errors`, by the field's name in the form) or the API's own explanation (in the user's language,
 * e.g. how many booked appointments a change would affect). The values sent come back so nothing typed is
 * lost.
 */
export interface PartnerFormResult {
  intent: string;
  ok: boolean;
  fieldErrors: Record<string, MessageKey>;
  /** The API's message (already localized), or null. */
  message: string | null;
  /** What publishing still lacks (`BUSINESS_INCOMPLETE`'s `details.missing`). */
  missing: string[];
  values: Record<string, string>;
  /**
   * A change refused because it would leave booked appointments behind (`BOOKINGS_AFFECTED`, ADR 046): the
   * first of them, and every field sent, so that the partner can confirm the very same change.
   */
  affected?: { appointments: AffectedAppointment[]; resend: Array<[string, string]> };
}

export const formDone = (intent: string): PartnerFormResult => ({
  intent,
  ok: true,
  fieldErrors: {},
  message: null,
  missing: [],
  values: {},
});

/** The form's own fields as strings (files and repeated fields aside): what is shown again on a refusal. */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string' && !(name in values)) values[name] = value;
  return values;
}

/** The message key of a refused field, by what was wrong with it. */
function messageOf(field: string, code: string, origin: string | undefined): MessageKey {
  if (field === 'timeZone') return 'partner.errors.timeZone';
  if (field === 'email') return 'partner.errors.email';
  if (field === 'end' || field === 'closes' || field === 'to') return 'partner.errors.endsAfterStart';
  if (code === 'invalid_type') return 'partner.errors.number';
  if (code === 'too_small')
    return origin === 'string' ? 'partner.errors.required' : 'partner.errors.tooSmall';
  if (code === 'too_big') return origin === 'string' ? 'partner.errors.tooLong' : 'partner.errors.tooLarge';
  return 'partner.errors.invalid';
}

/**
 * Field errors from a contract's issues, keyed by the form's field names: `rename` maps a contract path
 * (`place.city`, `weekly.3.end`) to the field it came from; the first issue of a field wins.
 */
export function fieldErrorsOf(
  issues: readonly Pick<z.core.$ZodIssue, 'path' | 'code'>[],
  rename: (path: string) => string = (path) => path,
): Record<string, MessageKey> {
  const errors: Record<string, MessageKey> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const name = rename(path);
    const last = String(issue.path.at(-1) ?? '');
    const origin = 'origin' in issue ? String(issue.origin) : undefined;
    if (!(name in errors)) errors[name] = messageOf(last, issue.code, origin);
  }
  return errors;
}

/** A refused form: its field errors and values, to be shown again. */
export const formRefused = (
  intent: string,
  form: FormData,
  fieldErrors: Record<string, MessageKey>,
): PartnerFormResult => ({
  intent,
  ok: false,
  fieldErrors,
  message: null,
  missing: [],
  values: formValues(form),
});

/** The API's refusal of a form: its field errors (by path) or its explanation, with the values sent. */
export function formApiRefused(
  intent: string,
  form: FormData,
  error: ErrorBody['error'],
  rename?: (path: string) => string,
): PartnerFormResult {
  const fields = Array.isArray(error.details?.fields) ? (error.details.fields as { path: string }[]) : [];
  const missing = Array.isArray(error.details?.missing)
    ? (error.details.missing as unknown[]).map(String)
    : [];
  const fieldErrors = fieldErrorsOf(
    fields.map((field) => ({ path: String(field.path).split('.'), code: 'custom' })),
    rename,
  );
  const message = Object.keys(fieldErrors).length > 0 ? null : error.message;
  const refused = { intent, ok: false, fieldErrors, message, missing, values: formValues(form) };
  if (error.code !== 'BOOKINGS_AFFECTED') return refused;
  const appointments = Array.isArray(error.details?.appointments)
    ? (error.details.appointments as AffectedAppointment[])
    : [];
  const resend = [...form].flatMap(
    ([name, value]): Array<[string, string]> =>
      typeof value === 'string' && name !== 'intent' && name !== 'keepBookings' ? [[name, value]] : [],
  );
  return { ...refused, affected: { appointments, resend } };
}

/** Whether the form confirms a change that keeps the booked appointments it affects (ADR 046). */
export const keepsBookings = (form: FormData) => form.get('keepBookings') === 'true';

/** A write's answer as the form's result: done, or the API's refusal with the values sent. */
export function formAnswered(
  intent: string,
  form: FormData,
  answer: { ok: true } | { ok: false; error: ErrorBody['error'] },
  rename?: (path: string) => string,
): PartnerFormResult {
  return answer.ok ? formDone(intent) : formApiRefused(intent, form, answer.error, rename);
}

/**
 * A form checked with its contract, then sent: refused with field errors when the contract refuses it,
 * else the API's answer (`formAnswered`). `rename` maps contract paths to the form's field names.
 */
export async function submitChecked<T>(
  intent: string,
  form: FormData,
  parsed: { success: true; data: T } | { success: false; error: { issues: z.core.$ZodIssue[] } },
  send: (input: T) => Promise<{ ok: true } | { ok: false; error: ErrorBody['error'] }>,
  rename?: (path: string) => string,
): Promise<PartnerFormResult> {
  if (!parsed.success) return formRefused(intent, form, fieldErrorsOf(parsed.error.issues, rename));
  return formAnswered(intent, form, await send(parsed.data), rename);
}
