import { describe, expect, it } from 'vitest';
import { slotRefusalOf } from './slot-refusal.ts';

describe('slotRefusalOf', () => {
  it('reads a taken time with its item and alternatives, ignoring malformed details', () => {
    const taken = slotRefusalOf({
      ok: false,
      status: 409,
      error: {
        code: 'SLOT_UNAVAILABLE',
        message: 'item 1: this time is not free',
        details: { item: 1, alternatives: ['2026-12-01T08:15:00Z', 7, '2026-12-01T09:00:00Z'] },
      },
    });
    expect(taken).toEqual({
      reason: 'taken',
      item: 1,
      alternatives: ['2026-12-01T08:15:00Z', '2026-12-01T09:00:00Z'],
    });
    expect(
      slotRefusalOf({ ok: false, status: 409, error: { code: 'SLOT_UNAVAILABLE', message: 'taken' } }),
    ).toEqual({ reason: 'taken', item: null, alternatives: [] });
  });

  it('passes any other refusal on with the API’s message', () => {
    expect(
      slotRefusalOf({
        ok: false,
        status: 422,
        error: { code: 'CANCELLATION_WINDOW_PASSED', message: 'Too late to move this appointment.' },
      }),
    ).toEqual({ reason: 'refused', message: 'Too late to move this appointment.' });
  });
});
