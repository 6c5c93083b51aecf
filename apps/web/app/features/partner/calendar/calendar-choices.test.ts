import { describe, expect, it } from 'vitest';
import { SNAP_MINUTES, snappedStart } from './calendar-drag.ts';
import { performersOf } from './walk-in-choices.ts';

const services = [
  { id: 'nails', name: 'Gel manicure' },
  { id: 'brows', name: 'Brow shaping' },
];
const staff = [
  { id: 'nadia', name: 'Nadia', serviceIds: ['nails', 'brows'] },
  { id: 'petya', name: 'Petya', serviceIds: ['nails'] },
  { id: 'zara', name: 'Zara', serviceIds: [] },
];
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe('the walk-in form’s choices', () => {
  it('offers everyone and everything while nothing is chosen', () => {
    const offered = performersOf(services, staff, { serviceId: '', staffId: '' });
    expect(ids(offered.services)).toEqual(['nails', 'brows']);
    expect(ids(offered.staff)).toEqual(['nadia', 'petya', 'zara']);
  });

  it('narrows the staff to those who do the service, and the services to what the staff member does', () => {
    expect(ids(performersOf(services, staff, { serviceId: 'brows', staffId: '' }).staff)).toEqual(['nadia']);
    expect(ids(performersOf(services, staff, { serviceId: '', staffId: 'petya' }).services)).toEqual([
      'nails',
    ]);
  });

  it('keeps a chosen value offered, so a refused pair is shown as it was sent', () => {
    const offered = performersOf(services, staff, { serviceId: 'brows', staffId: 'zara' });
    expect(ids(offered.services)).toEqual(['brows']);
    expect(ids(offered.staff)).toEqual(['nadia', 'zara']);
  });
});

describe('a dragged block’s start', () => {
  it('snaps to five minutes under the pointer, less where it was grabbed', () => {
    expect(SNAP_MINUTES).toBe(5);
    expect(snappedStart(612, 10, 45)).toBe(600);
    expect(snappedStart(613, 10, 45)).toBe(605);
    expect(snappedStart(600.4, 0, 60)).toBe(600);
  });

  it('stays inside the day', () => {
    expect(snappedStart(-30, 0, 45)).toBe(0);
    expect(snappedStart(1430, 0, 45)).toBe(1395);
  });
});
