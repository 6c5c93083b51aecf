import { describe, expect, it } from 'vitest';
import { bookLookPath, lookPath } from './look-paths.ts';

const look = {
  location: { slug: 'lotus-center' },
  offer: { serviceId: 'svc' },
  staff: { id: 'ana', name: 'Ana' },
} as Parameters<typeof bookLookPath>[1];
const slot = { start: '2026-11-30T08:00:00Z', localStart: '2026-11-30T10:00', staffIds: ['ana'] };

describe('look paths', () => {
  it('opens a look', () => {
    expect(lookPath('de', 'abc')).toBe('/de/inspiration/view/abc');
  });

  it('books the look with its service and staff member, and a chosen start on its day', () => {
    expect(bookLookPath('en', look)).toBe('/en/location/lotus-center/book?service=svc&staff=ana');
    expect(bookLookPath('en', look, slot)).toBe(
      '/en/location/lotus-center/book?service=svc&staff=ana&date=2026-11-30&start=2026-11-30T08%3A00%3A00Z',
    );
  });

  it("books anyone for a start that is not the staff member's, and nothing where nothing is offered", () => {
    expect(bookLookPath('en', look, { ...slot, staffIds: ['boris'] })).toBe(
      '/en/location/lotus-center/book?service=svc&date=2026-11-30&start=2026-11-30T08%3A00%3A00Z',
    );
    expect(bookLookPath('en', { ...look, offer: null })).toBeNull();
  });
});
