import { describe, expect, it } from 'vitest';
import { classCancellableUntil, placeInSession, spotsLeft } from './class-rules.ts';

describe('class rules', () => {
  it('gives a spot while one is free, then a waitlist place while the line has room, then nothing', () => {
    const session = { capacity: 2, waitlistCapacity: 1 };
    expect(placeInSession({ ...session, bookedCount: 1, waitlisted: 0 })).toBe('spot');
    expect(placeInSession({ ...session, bookedCount: 2, waitlisted: 0 })).toBe('waitlist');
    expect(placeInSession({ ...session, bookedCount: 2, waitlisted: 1 })).toBe('full');
    expect(placeInSession({ capacity: 2, waitlistCapacity: 0, bookedCount: 2, waitlisted: 0 })).toBe('full');
  });

  it('lets a spot be cancelled until the window before the start, a waitlist place until the start', () => {
    const start = new Date('2026-12-01T18:00:00Z');
    expect(classCancellableUntil(start, 'booked', 120).toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(classCancellableUntil(start, 'waitlisted', 120).toISOString()).toBe('2026-12-01T18:00:00.000Z');
  });

  it('counts spots left, never below zero', () => {
    expect(spotsLeft({ capacity: 12, bookedCount: 9 })).toBe(3);
    expect(spotsLeft({ capacity: 12, bookedCount: 12 })).toBe(0);
  });
});
