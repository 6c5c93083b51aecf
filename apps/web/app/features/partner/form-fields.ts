/** A form's text field, trimmed ('' when absent). */
export const textOf = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** A form's number field (a decimal comma is read as a point); NaN when empty or not a number. */
export function numberOf(form: FormData, name: string): number {
  const value = textOf(form, name).replace(',', '.');
  return value === '' ? Number.NaN : Number(value);
}

/** A contract path under `prefix.` as the form's own field name (`place.city` → `city`). */
export const withoutPrefix =
  (prefix: string, renamed: Record<string, string> = {}) =>
  (path: string) =>
    renamed[path] ?? (path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path);
