import { DEADLOCK_DETECTED, sqlStateOf } from '../../client/sql-state.ts';
import { PartnerRefusal } from './partner-refusal.ts';

/** The SQLSTATEs migration 0035's trigger raises for a session's teacher busy then (ADR 057). */
const TEACHER_HAS_CLASS = 'KL002';
const TEACHER_HAS_APPOINTMENT = 'KL003';

/** Runs a write of a session's teacher or time, turning the busy-teacher trigger's refusal into the API's. */
export async function teacherGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const state = sqlStateOf(error);
    if (state === TEACHER_HAS_CLASS)
      throw new PartnerRefusal({ kind: 'teacher-busy', conflict: 'class-session' });
    // A booking of the teacher's time racing this write can meet it in a lock cycle (ADR 057): PostgreSQL
    // aborts one of the two, and this one lost to the booking — the teacher is taken then.
    if (state === TEACHER_HAS_APPOINTMENT || state === DEADLOCK_DETECTED)
      throw new PartnerRefusal({ kind: 'teacher-busy', conflict: 'appointment' });
    throw error;
  }
}
