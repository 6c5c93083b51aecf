/**
 * Where a sent "before booking" form returns to (issue 19): the basket, or the class timetable (the
 * marketplace's or one place's) with the filters it was opened from (so the class is still on screen). The
 * path is fixed here, a place is only ever a slug and the filters only a query string, re-encoded: nothing
 * posted or linked can lead to another path or origin. In a business's widget the page maps the path to the
 * widget's own copy (`widgetPath`).
 */
export interface FormBack {
  to: 'basket' | 'classes';
  /** The timetable's query without its `?`; empty for the basket. */
  query: string;
  /** The place whose own timetable it was (`/location/{place}/classes`); the marketplace's when absent. */
  place?: string;
}

const MAX_QUERY_LENGTH = 500;
const PLACE_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

export const BACK_TO_BASKET: FormBack = { to: 'basket', query: '' };

/** The way back a form page was opened with (its `back`, `at` and `place` parameters, or the posted ones). */
export function readFormBack(back: unknown, at: unknown, place?: unknown): FormBack | null {
  if (back === 'basket') return BACK_TO_BASKET;
  if (back !== 'classes') return null;
  const query = typeof at === 'string' ? new URLSearchParams(at).toString() : '';
  return {
    to: 'classes',
    query: query.length <= MAX_QUERY_LENGTH ? query : '',
    ...(typeof place === 'string' && PLACE_SLUG.test(place) ? { place } : {}),
  };
}

/** The way back read from a form page's address. */
export const formBackOf = (search: URLSearchParams) =>
  readFormBack(search.get('back'), search.get('at'), search.get('place'));

/** The page to go back to. */
export const formBackPath = (locale: string, back: FormBack) =>
  `/${locale}/${back.place ? `location/${back.place}/` : ''}${back.to}${back.query ? `?${back.query}` : ''}`;

/** The form page's own parameters for this way back (the same names as its posted hidden inputs). */
export const formBackFields = (back: FormBack): Record<string, string> => ({
  back: back.to,
  ...(back.query ? { at: back.query } : {}),
  ...(back.place ? { place: back.place } : {}),
});

/** The form page's own query for this way back. */
export const formBackSearch = (back: FormBack) => new URLSearchParams(formBackFields(back)).toString();
