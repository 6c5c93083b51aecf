import { textOf } from './form-fields.ts';
import { zonedInstant } from './zoned-instant.ts';

/** One day after a `YYYY-MM-DD` date. */
const dayAfter = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The time off a staff member's form sends: the saved periods still ticked (`timeoff-keep`, by index), and
 * a new one of whole days (`newoff-from` to `newoff-until`, both included, in the place's zone).
 */
export function timeOffFromForm(form: FormData, timeZone: string) {
  const kept = form.getAll('timeoff-keep').map(String);
  const periods = kept.map((index) => ({
    startsAt: textOf(form, `timeoff-start-${index}`),
    endsAt: textOf(form, `timeoff-end-${index}`),
    reason: textOf(form, `timeoff-reason-${index}`),
  }));
  const from = textOf(form, 'newoff-from');
  if (from === '') return periods;
  const until = textOf(form, 'newoff-until') || from;
  return [
    ...periods,
    {
      startsAt: zonedInstant(from, '00:00', timeZone) ?? '',
      endsAt: zonedInstant(dayAfter(until), '00:00', timeZone) ?? '',
      reason: '',
    },
  ];
}
