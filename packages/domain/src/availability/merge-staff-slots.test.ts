import { describe, expect, it } from 'vitest';
import { mergeStaffSlots } from './merge-staff-slots.ts';

const at = (hour: number) => ({ start: Date.UTC(2026, 5, 10, hour - 3), wall: Date.UTC(2026, 5, 10, hour) });

describe('mergeStaffSlots', () => {
  it.each([
    { name: 'nobody', perStaff: [], expected: [] },
    {
      name: 'one staff member',
      perStaff: [{ staffId: 'ana', starts: [at(9), at(10)] }],
      expected: [
        ['09:00', ['ana']],
        ['10:00', ['ana']],
      ],
    },
    {
      name: 'several: one slot per start, sorted, staff in the given order',
      perStaff: [
        { staffId: 'ben', starts: [at(10), at(12)] },
        { staffId: 'ana', starts: [at(9), at(10)] },
        { staffId: 'cleo', starts: [] },
      ],
      expected: [
        ['09:00', ['ana']],
        ['10:00', ['ben', 'ana']],
        ['12:00', ['ben']],
      ],
    },
  ])('$name', ({ perStaff, expected }) => {
    expect(mergeStaffSlots(perStaff).map((slot) => [slot.localStart.slice(11), slot.staffIds])).toEqual(
      expected,
    );
  });
});
