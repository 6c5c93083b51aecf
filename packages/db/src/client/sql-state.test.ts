import { describe, expect, it } from 'vitest';
import { lostRaceForTime, sqlStateOf } from './sql-state.ts';

/** The shape of a driver error wrapped by Drizzle: the SQLSTATE sits on the cause. */
const wrapped = (code: string) => Object.assign(new Error('query failed'), { cause: { code } });

describe('sqlStateOf', () => {
  it('finds the SQLSTATE on the error or on its causes, and nothing else', () => {
    expect(sqlStateOf({ code: '23P01' })).toBe('23P01');
    expect(sqlStateOf(wrapped('40P01'))).toBe('40P01');
    expect(sqlStateOf(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(sqlStateOf(undefined)).toBeUndefined();
  });
});

describe('lostRaceForTime', () => {
  it('is a taken time (exclusion), a broken lock cycle (deadlock) or a serialization failure', () => {
    for (const code of ['23P01', '40P01', '40001']) expect(lostRaceForTime(wrapped(code)), code).toBe(true);
  });

  it('is not a duplicate key, another failure or a non-database error', () => {
    for (const code of ['23505', '57014', '08006']) expect(lostRaceForTime(wrapped(code)), code).toBe(false);
    expect(lostRaceForTime(new Error('network'))).toBe(false);
  });
});
