import { describe, expect, it } from 'vitest';
import type { NewNotification } from '../notifications/notification-ports.ts';
import type { StoredAppointment } from './appointment.ts';
import type { MyAppointmentsStore } from './appointment-ports.ts';
import { cancelMyAppointment, describeAppointment, listMyAppointments } from './my-appointments.ts';
import { storedAppointment } from './stored-appointment-fixture.ts';

const stored = (overrides: Partial<StoredAppointment> = {}): StoredAppointment =>
  storedAppointment(
    {
      id: '0b7c3f0e-1111-4222-8333-944445555666',
      startsAt: new Date('2026-11-23T14:00:00Z'),
      endsAt: new Date('2026-11-23T14:45:00Z'),
      service: { id: 's', name: 'Manicure' },
      staff: { id: 't', name: 'Maria' },
      ...overrides,
    },
    { id: 'p', addressLine: 'Shipka 6', postalCode: '1504', longitude: 23.33 },
  );

describe('describeAppointment', () => {
  it("shows the wall clock of the place's zone and the cancellation state at now", () => {
    const view = describeAppointment(stored(), new Date('2026-11-22T13:59:00Z'));
    expect(view.localStartsAt).toBe('2026-11-23T16:00');
    expect(view.localEndsAt).toBe('2026-11-23T16:45');
    expect(view.utcOffset).toBe('+02:00');
    expect(view.cancellable).toBe(true);
    expect(view.cancellableUntil.toISOString()).toBe('2026-11-22T14:00:00.000Z');
    expect(describeAppointment(stored(), new Date('2026-11-22T14:00:00Z')).cancellable).toBe(false);
  });
});

describe('reviewable', () => {
  it('is true for a completed visit without a review only', () => {
    const now = new Date('2026-11-24T00:00:00Z');
    expect(describeAppointment(stored({ status: 'completed' }), now).reviewable).toBe(true);
    const review = { id: 'r', rating: 5, body: '' };
    expect(describeAppointment(stored({ status: 'completed', review }), now).reviewable).toBe(false);
    expect(describeAppointment(stored({ status: 'no_show' }), now).reviewable).toBe(false);
  });
});

function fakeStore(rows: StoredAppointment[], notified: NewNotification[] = []): MyAppointmentsStore {
  return {
    list: async ({ limit }) => rows.slice(0, limit),
    find: async (_user, id) => rows.find((row) => row.id === id) ?? null,
    cancel: async (_user, id, now, notification) => {
      const row = rows.find((r) => r.id === id);
      if (row?.status !== 'booked') return false;
      if (row.startsAt.getTime() <= now.getTime() + row.place.cancellationWindowMinutes * 60_000)
        return false;
      row.status = 'cancelled';
      if (notification) notified.push(notification);
      return true;
    },
  };
}

describe('listMyAppointments', () => {
  it('caps the page at 100 and gives a cursor only when more follow', async () => {
    const rows = Array.from({ length: 150 }, (_, i) =>
      stored({ id: `0b7c3f0e-1111-4222-8333-${String(i).padStart(12, '0')}` }),
    );
    const now = () => new Date('2026-11-01T00:00:00Z');
    const page = await listMyAppointments(
      { appointments: fakeStore(rows), now },
      { userId: 'u', when: 'upcoming', limit: 500 },
    );
    expect(page.items).toHaveLength(100);
    expect(page.nextCursor).not.toBeNull();
    const small = await listMyAppointments(
      { appointments: fakeStore(rows.slice(0, 3)), now },
      { userId: 'u', when: 'upcoming', limit: 20 },
    );
    expect(small.nextCursor).toBeNull();
  });
});

describe('cancelMyAppointment', () => {
  it('says why nothing changed: absent, already cancelled or too late', async () => {
    const rows = [stored()];
    const notified: NewNotification[] = [];
    const deps = (iso: string) => ({ appointments: fakeStore(rows, notified), now: () => new Date(iso) });
    expect(
      (await cancelMyAppointment(deps('2026-11-20T00:00:00Z'), { userId: 'u', id: 'x', locale: 'en' })).kind,
    ).toBe('not-found');
    const late = await cancelMyAppointment(deps('2026-11-22T14:00:00Z'), {
      userId: 'u',
      id: stored().id,
      locale: 'de',
    });
    expect(late).toMatchObject({ kind: 'window-passed', windowMinutes: 1440 });
    const first = await cancelMyAppointment(deps('2026-11-22T13:59:00Z'), {
      userId: 'u',
      id: stored().id,
      locale: 'de',
    });
    expect(first.kind).toBe('cancelled');
    const second = await cancelMyAppointment(deps('2026-11-22T13:59:00Z'), {
      userId: 'u',
      id: stored().id,
      locale: 'de',
    });
    expect(second.kind).toBe('already-cancelled');
    // Only the cancel that changed the row wrote a notification, naming the appointment and its link.
    expect(notified).toHaveLength(1);
    expect(notified[0]).toMatchObject({
      kind: 'appointment-cancelled',
      actionUrl: `/de/appointments#appointment-${stored().id}`,
      params: { appointment: { appointmentId: stored().id, service: stored().service.name } },
    });
  });
});
