import type { ClassTimetableFilters } from '../../lib/api-calls/class-calls.ts';

const TIMES = ['morning', 'afternoon', 'evening'] as const;
const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const SLUG = /^[a-z0-9-]{1,120}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The timetable's filters from the page's address: what is not well formed is left out (a shared link
 * with a stale or mistyped filter still shows a timetable).
 */
export function timetableFilters(search: URLSearchParams): ClassTimetableFilters {
  const filters: ClassTimetableFilters = {};
  for (const name of ['city', 'category', 'location'] as const) {
    const value = search.get(name);
    if (value && SLUG.test(value)) filters[name] = value;
  }
  const date = search.get('date');
  if (date && DAY.test(date)) filters.date = date;
  const time = search.get('time');
  const timeOfDay = TIMES.find((candidate) => candidate === time);
  if (timeOfDay) filters.timeOfDay = timeOfDay;
  const level = LEVELS.find((candidate) => candidate === search.get('level'));
  if (level) filters.level = level;
  if (search.get('free') === '1') filters.freeOnly = 'true';
  const cursor = search.get('cursor');
  if (cursor) filters.cursor = cursor.slice(0, 200);
  return filters;
}
