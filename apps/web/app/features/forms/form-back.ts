/**
 * Where a sent "before booking" form returns to (issue 19): the basket, or the class timetable with the
 * filters it was opened from (so the class is still on screen). The path is fixed here and the filters are
 * only ever a query string, re-encoded: nothing posted or linked can lead to another path or origin.
 */
export interface FormBack {
  to: 'basket' | 'classes';
  /** The timetable's query without its `?`; empty for the basket. */
  query: string;
}

const MAX_QUERY_LENGTH = 500;

export const BACK_TO_BASKET: FormBack = { to: 'basket', query: '' };

/** The way back a form page was opened with (its `back` and `at` parameters, or the posted ones). */
export function readFormBack(back: unknown, at: unknown): FormBack | null {
  if (back === 'basket') return BACK_TO_BASKET;
  if (back !== 'classes') return null;
  const query = typeof at === 'string' ? new URLSearchParams(at).toString() : '';
  return { to: 'classes', query: query.length <= MAX_QUERY_LENGTH ? query : '' };
}

/** The page to go back to. */
export const formBackPath = (locale: string, back: FormBack) =>
  `/${locale}/${back.to}${back.query ? `?${back.query}` : ''}`;

/** The form page's own parameters for this way back. */
export const formBackSearch = (back: FormBack) =>
  `back=${back.to}${back.query ? `&at=${encodeURIComponent(back.query)}` : ''}`;
