/** The PostgreSQL SQLSTATE of an error, looking through the wrappers drivers and Drizzle add. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The constraint an error names (PGlite's `constraint`, postgres.js's `constraint_name`), through wrappers. */
export function constraintOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { constraint, constraint_name } = current as { constraint?: unknown; constraint_name?: unknown };
    const name = constraint ?? constraint_name;
    if (typeof name === 'string' && name) return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const EXCLUSION_VIOLATION = '23P01';
export const UNIQUE_VIOLATION = '23505';
/** PostgreSQL broke a lock cycle by aborting this transaction. */
export const DEADLOCK_DETECTED = '40P01';
export const SERIALIZATION_FAILURE = '40001';

/**
 * A time taken meanwhile, or a lock cycle PostgreSQL broke by aborting this write (two writers waiting on
 * each other's uncommitted rows of the same time): the write lost a race for a time.
 */
export function lostRaceForTime(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === EXCLUSION_VIOLATION || state === DEADLOCK_DETECTED || state === SERIALIZATION_FAILURE;
}
