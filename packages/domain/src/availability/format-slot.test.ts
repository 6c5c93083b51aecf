import { describe, expect, it } from 'vitest';
import { formatSlot } from './format-slot.ts';

describe('formatSlot', () => {
  it.each([
    { start: '2026-06-10T06:00:00Z', wall: '2026-06-10T09:00', offset: '+03:00' },
    { start: '2026-01-10T08:00:00Z', wall: '2026-01-10T09:00', offset: '+01:00' },
    { start: '2026-01-10T14:00:00Z', wall: '2026-01-10T09:00', offset: '-05:00' },
    { start: '2026-01-10T03:30:00Z', wall: '2026-01-10T09:00', offset: '+05:30' },
    { start: '2026-01-10T09:00:00Z', wall: '2026-01-10T09:00', offset: '+00:00' },
  ])('$wall at $offset', ({ start, wall, offset }) => {
    const slot = { start: Date.parse(start), wall: Date.parse(`${wall}Z`) };
    expect(formatSlot(slot, ['ana'])).toEqual({ start, localStart: wall, offset, staffIds: ['ana'] });
  });
});
