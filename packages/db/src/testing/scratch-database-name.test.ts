import { describe, expect, it } from 'vitest';
import {
  isLeftOverScratchDatabase,
  LEFT_OVER_AFTER_MS,
  scratchDatabaseCreatedAt,
  scratchDatabaseName,
} from './scratch-database-name.ts';

const NOW = new Date('2026-11-27T06:00:00Z');
const SECONDS = NOW.getTime() / 1000;

describe('scratch database names', () => {
  it('carry their creation time in unix seconds, and it reads back', () => {
    for (const prefix of ['kalendo_test', 'kalendo_test_template']) {
      const name = scratchDatabaseName(prefix, NOW);
      expect(name).toMatch(new RegExp(`^${prefix}_${SECONDS}_[0-9a-f]{12}$`));
      expect(name.length).toBeLessThanOrEqual(63);
      expect(scratchDatabaseCreatedAt(name)).toEqual(NOW);
    }
  });

  it('are not the same twice in the same second', () => {
    expect(scratchDatabaseName('kalendo_test', NOW)).not.toBe(scratchDatabaseName('kalendo_test', NOW));
  });

  it.each([
    ['a name of the old form, without its time', 'kalendo_test_0123456789ab'],
    ['a template of the old form', 'kalendo_test_template_0123456789ab'],
    ['another database', 'kalendo'],
    ['another prefix', `kalendo_prof_${SECONDS}_0123456789ab`],
    ['a time that is not ten digits', `kalendo_test_${SECONDS}0_0123456789ab`],
    ['a random part that is not hexadecimal', `kalendo_test_${SECONDS}_0123456789xy`],
    ['more after the random part', `kalendo_test_${SECONDS}_0123456789ab_copy`],
  ])('read no time from %s', (_, name) => {
    expect(scratchDatabaseCreatedAt(name)).toBeNull();
    expect(isLeftOverScratchDatabase(name, NOW)).toBe(false);
  });

  it.each([
    ['kalendo_test', LEFT_OVER_AFTER_MS + 1000, true],
    ['kalendo_test_template', LEFT_OVER_AFTER_MS + 1000, true],
    ['kalendo_test', LEFT_OVER_AFTER_MS, false],
    ['kalendo_test_template', 60_000, false],
    ['kalendo_test', -60_000, false],
  ])('%s made %i ms ago is left over: %s', (prefix, age, leftOver) => {
    const name = scratchDatabaseName(prefix, new Date(NOW.getTime() - age));
    expect(isLeftOverScratchDatabase(name, NOW)).toBe(leftOver);
  });
});
