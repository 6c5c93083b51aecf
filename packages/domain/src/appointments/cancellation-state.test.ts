import { describe, expect, it } from 'vitest';
import { cancellationState } from './cancellation-state.ts';

const startsAt = new Date('2026-11-23T14:00:00Z');
const at = (iso: string, status: 'booked' | 'cancelled' | 'completed' | 'no_show' = 'booked') =>
  cancellationState({ startsAt, status, cancellationWindowMinutes: 1440, now: new Date(iso) });

describe('cancellationState', () => {
  it('ends the window exactly `window` minutes before the start', () => {
    expect(at('2026-11-20T00:00:00Z').cancellableUntil.toISOString()).toBe('2026-11-22T14:00:00.000Z');
  });

  it('allows cancelling until the minute before the boundary, not at it', () => {
    expect(at('2026-11-22T13:59:00Z').cancellable).toBe(true);
    expect(at('2026-11-22T13:59:59.999Z').cancellable).toBe(true);
    expect(at('2026-11-22T14:00:00Z').cancellable).toBe(false);
    expect(at('2026-11-22T14:01:00Z').cancellable).toBe(false);
  });

  it('never allows cancelling an appointment that is not booked', () => {
    expect(at('2026-11-01T00:00:00Z', 'cancelled').cancellable).toBe(false);
    expect(at('2026-11-01T00:00:00Z', 'completed').cancellable).toBe(false);
    expect(at('2026-11-01T00:00:00Z', 'no_show').cancellable).toBe(false);
  });

  it('with a zero window allows cancelling until the start itself', () => {
    const zero = (iso: string) =>
      cancellationState({ startsAt, status: 'booked', cancellationWindowMinutes: 0, now: new Date(iso) });
    expect(zero('2026-11-23T13:59:00Z').cancellable).toBe(true);
    expect(zero('2026-11-23T14:00:00Z').cancellable).toBe(false);
  });
});
