import { describe, expect, it } from 'vitest';
import { appointmentIdsOf } from './find-booked-appointments.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('appointmentIdsOf', () => {
  it('keeps well-formed ids once each, at most ten', () => {
    expect(appointmentIdsOf(`${id(1)},nonsense,${id(2)},${id(1)}`)).toEqual([id(1), id(2)]);
    expect(appointmentIdsOf(Array.from({ length: 12 }, (_, n) => id(n)).join(','))).toHaveLength(10);
    expect(appointmentIdsOf(null)).toEqual([]);
  });
});
