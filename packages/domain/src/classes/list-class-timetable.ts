import { DomainError } from '../errors/domain-error.ts';
import { decodeStartCursor, encodeStartCursor } from '../paging/start-cursor.ts';
import type { ClassSessionDetail, ClassTimetableQuery, ClassTimetableSource } from './class-ports.ts';

export const MAX_TIMETABLE_PAGE = 50;
/** The timetable reaches this far ahead: a date beyond it lists nothing, so it is refused. */
export const TIMETABLE_DAYS_AHEAD = 90;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface TimetableInput extends Omit<ClassTimetableQuery, 'now' | 'after' | 'limit'> {
  cursor?: string;
  limit?: number;
}

/** One page of upcoming class sessions, soonest first, with the cursor of the next page. */
export async function listClassTimetable(
  deps: { timetable: ClassTimetableSource; now: () => Date },
  input: TimetableInput,
): Promise<{ items: ClassSessionDetail[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(input.limit ?? 20, 1), MAX_TIMETABLE_PAGE);
  const now = deps.now();
  if (input.date !== undefined) {
    const day = new Date(`${input.date}T00:00:00Z`);
    const latest = now.getTime() + TIMETABLE_DAYS_AHEAD * 86_400_000;
    const real = !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === input.date;
    if (!LOCAL_DATE.test(input.date) || !real || day.getTime() > latest)
      throw new DomainError('INVALID_INPUT', 'date is not a day of the timetable', { field: 'date' });
  }
  const { cursor, limit: _limit, ...filters } = input;
  const after = cursor ? decodeStartCursor(cursor) : undefined;
  const rows = await deps.timetable.list({ ...filters, now, limit: limit + 1, ...(after ? { after } : {}) });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeStartCursor(last) : null };
}
