import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { parseWallTime } from './parse-wall-time.ts';

describe('parseWallTime', () => {
  it.each([
    { text: '00:00', role: 'start', expected: 0 },
    { text: '09:30', role: 'start', expected: 570 },
    { text: '23:59', role: 'end', expected: 1439 },
    { text: '18:00:00', role: 'end', expected: 1080 },
    { text: '24:00', role: 'end', expected: 1440 },
    { text: '24:00:00', role: 'end', expected: 1440 },
  ] as const)('$text as $role', ({ text, role, expected }) => {
    expect(parseWallTime(text, role)).toBe(expected);
  });

  it.each([
    { text: '24:00', role: 'start' },
    { text: '24:30', role: 'end' },
    { text: '9:30', role: 'start' },
    { text: '09:60', role: 'start' },
    { text: '09:30:15', role: 'start' },
    { text: '', role: 'end' },
  ] as const)('rejects $text as $role', ({ text, role }) => {
    expect(() => parseWallTime(text, role)).toThrow(DomainError);
  });
});
