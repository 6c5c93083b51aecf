import { describe, expect, it } from 'vitest';
import {
  PartnerCalendarQuerySchema,
  PartnerCancelInputSchema,
  PartnerMoveInputSchema,
  WalkInInputSchema,
} from './partner-calendar.ts';

const PLACE = '0b9f3c52-6d2a-4a8e-9a55-1f1f6f0c2b7e';
const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('partner calendar contracts', () => {
  it('reads at most eight days, forwards', () => {
    const week = { placeId: PLACE, from: '2026-11-22T22:00:00Z', to: '2026-11-29T22:00:00Z' };
    expect(ok(PartnerCalendarQuerySchema, week)).toBe(true);
    expect(ok(PartnerCalendarQuerySchema, { ...week, to: '2026-11-30T22:00:00Z' })).toBe(true);
    expect(ok(PartnerCalendarQuerySchema, { ...week, to: '2026-11-30T22:00:01Z' })).toBe(false);
    expect(ok(PartnerCalendarQuerySchema, { ...week, to: week.from })).toBe(false);
    expect(ok(PartnerCalendarQuerySchema, { ...week, placeId: 'lotus' })).toBe(false);
  });

  it('moves to a new start or another staff member, at least one', () => {
    expect(ok(PartnerMoveInputSchema, { start: '2026-11-23T09:00:00Z' })).toBe(true);
    expect(ok(PartnerMoveInputSchema, { staffId: PLACE })).toBe(true);
    expect(ok(PartnerMoveInputSchema, {})).toBe(false);
    // A time outside the hours is confirmed by `bookAnyway` (ADR 050), and only with a move in it.
    expect(ok(PartnerMoveInputSchema, { start: '2026-11-23T09:00:00Z', bookAnyway: true })).toBe(true);
    expect(ok(PartnerMoveInputSchema, { bookAnyway: true })).toBe(false);
    expect(ok(PartnerMoveInputSchema, { start: '2026-11-23T09:00:00Z', bookAnyway: 'yes' })).toBe(false);
  });

  it('cancels with a reason of 1 to 500 characters', () => {
    expect(ok(PartnerCancelInputSchema, { reason: 'Maria is ill' })).toBe(true);
    expect(ok(PartnerCancelInputSchema, { reason: '   ' })).toBe(false);
    expect(ok(PartnerCancelInputSchema, { reason: 'x'.repeat(501) })).toBe(false);
  });

  it('books a walk-in by name, with a phone number or none', () => {
    const walkIn = {
      placeId: PLACE,
      serviceId: PLACE,
      staffId: PLACE,
      start: '2026-11-23T09:00:00Z',
      client: { name: 'Petar', phone: '+359 888 123 456' },
    };
    expect(WalkInInputSchema.parse(walkIn)).toMatchObject({ notes: '' });
    expect(WalkInInputSchema.parse({ ...walkIn, client: { name: 'Petar' } }).client.phone).toBeNull();
    expect(ok(WalkInInputSchema, { ...walkIn, client: { name: 'Petar', phone: 'call me' } })).toBe(false);
    expect(ok(WalkInInputSchema, { ...walkIn, client: { name: '' } })).toBe(false);
  });
});
