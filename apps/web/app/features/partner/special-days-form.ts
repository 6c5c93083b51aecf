import { textOf } from './form-fields.ts';

/** The special days a form sends (`SpecialDaysEditor`): one row per day, and the period they replace. */
export function specialDaysFromForm(form: FormData) {
  const dates = form.getAll('day-date').map(String);
  const kinds = form.getAll('day-kind').map(String);
  const opens = form.getAll('day-opens').map(String);
  const closes = form.getAll('day-closes').map(String);
  const notes = form.getAll('day-note').map(String);
  const days = dates.map((date, index) => {
    const closed = kinds[index] !== 'open';
    const closing = closes[index] || null;
    return {
      date,
      closed,
      opens: closed ? null : opens[index] || null,
      // A time input cannot say 24:00: an open day that closes at 00:00 closes at midnight.
      closes: closed ? null : closing === '00:00' ? '24:00' : closing,
      note: (notes[index] ?? '').trim(),
    };
  });
  const sorted = dates.filter(Boolean).sort();
  // Without a period of its own, the form replaces the special days from its first to its last.
  return {
    from: textOf(form, 'from') || sorted[0] || '',
    to: textOf(form, 'to') || sorted.at(-1) || '',
    days,
  };
}

/** A contract path of a special day (`days.2.closes`) as its row's field (`day-2`). */
export function specialDayField(path: string): string {
  const [head, index] = path.split('.');
  return head === 'days' && index !== undefined ? `day-${index}` : path;
}
