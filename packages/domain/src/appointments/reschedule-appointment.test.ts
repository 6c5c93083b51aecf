import { describe, expect, it } from 'vitest';
import type { AvailabilityContext } from '../booking/list-availability.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { NewNotification } from '../notifications/notification-ports.ts';
import type { AppointmentPlacement, AppointmentTiming, StoredAppointment } from './appointment.ts';
import type { AppointmentMoveStore, MyAppointmentsStore } from './appointment-ports.ts';
import { type RescheduleInput, rescheduleAppointment } from './reschedule-appointment.ts';
import { storedAppointment } from './stored-appointment-fixture.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const monday = { weekday: 1 as const, start: '09:00', end: '17:00' };

/** Booked Monday 23 Nov 2026 at 10:00 in Sofia (08:00Z) with Maria: 45 minutes plus 15 minutes of clean-up. */
const appointment = (overrides: Partial<StoredAppointment> = {}) => storedAppointment(overrides);

function context(mariaBusy: Array<{ start: string; end: string }>): AvailabilityContext {
  const member = (id: string, busy: Array<{ start: string; end: string }>) => ({
    id,
    weeklyHours: [monday],
    breaks: [],
    timeOff: [],
    busy,
  });
  return {
    timeZone: 'Europe/Sofia',
    policy: { leadTimeMinutes: 60, horizonDays: 60, slotStepMinutes: 15 },
    service: { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 15 },
    staff: [member('elena', []), member('maria', mariaBusy)],
    exceptions: [],
  };
}

const OWN_BUSY = { start: '2026-11-23T08:00:00.000Z', end: '2026-11-23T09:00:00.000Z' };

function setUp(
  options: {
    busy?: Array<{ start: string; end: string }>;
    guardFails?: number;
    membershipPeriod?: AppointmentTiming['membershipPeriod'];
  } = {},
) {
  let stored = appointment();
  let guardFails = options.guardFails ?? 0;
  const moved: AppointmentPlacement[] = [];
  const notified: NewNotification[] = [];
  const keys = new Map<string, { appointmentId: string; requestHash: string }>();
  const appointments: MyAppointmentsStore = {
    list: async () => [],
    find: async (userId, id) => (userId === 'u1' && id === stored.id ? stored : null),
    cancel: async () => false,
  };
  const moves: AppointmentMoveStore = {
    findByKey: async (_userId, key) => keys.get(key) ?? null,
    findTiming: async () => ({
      durationMinutes: 45,
      busyStartsAt: new Date(OWN_BUSY.start),
      busyEndsAt: new Date(OWN_BUSY.end),
      membershipPeriod: options.membershipPeriod ?? null,
    }),
    move: async ({ key, requestHash, appointmentId, to, notification }) => {
      if (guardFails > 0) {
        guardFails--;
        stored = { ...stored, status: 'cancelled' };
        return false;
      }
      moved.push(to);
      if (notification) notified.push(notification);
      keys.set(key, { appointmentId, requestHash });
      stored = {
        ...stored,
        startsAt: to.startsAt,
        endsAt: to.endsAt,
        staff: { id: to.staffId, name: to.staffId },
      };
      return true;
    },
  };
  const deps = {
    appointments,
    moves,
    availability: { load: async () => context(options.busy ?? [OWN_BUSY]) },
    now: () => NOW,
  };
  const input = (overrides: Partial<RescheduleInput> = {}): RescheduleInput => ({
    userId: 'u1',
    id: 'a1',
    idempotencyKey: 'key-0001',
    requestHash: 'hash-1',
    start: '2026-11-23T08:15:00Z',
    locale: 'en',
    ...overrides,
  });
  return { deps, input, moved, notified };
}

describe('rescheduleAppointment', () => {
  it('moves within its own busy time, keeping the booked duration and adding the current buffers', async () => {
    const { deps, input, moved, notified } = setUp();
    const outcome = await rescheduleAppointment(deps, input());
    expect(outcome.kind).toBe('moved');
    // The owner's notification is written with the move: the new time, the old one, and its link.
    expect(notified).toEqual([
      expect.objectContaining({
        kind: 'appointment-rescheduled',
        actionUrl: '/en/appointments#appointment-a1',
        params: expect.objectContaining({
          previousStartsAt: '2026-11-23T08:00:00.000Z',
          appointment: expect.objectContaining({ startsAt: '2026-11-23T08:15:00.000Z' }),
        }),
      }),
    ]);
    expect(moved).toEqual([
      {
        staffId: 'maria',
        startsAt: new Date('2026-11-23T08:15:00Z'),
        endsAt: new Date('2026-11-23T09:00:00Z'),
        busyStartsAt: new Date('2026-11-23T08:15:00Z'),
        busyEndsAt: new Date('2026-11-23T09:15:00Z'),
      },
    ]);
  });

  it('keeps the current staff member for "any" when free, and moves to the one asked for', async () => {
    const any = setUp();
    await rescheduleAppointment(any.deps, any.input({ start: '2026-11-23T10:00:00Z', staffId: 'any' }));
    expect(any.moved[0]?.staffId).toBe('maria');
    const other = setUp();
    await rescheduleAppointment(other.deps, other.input({ start: '2026-11-23T08:00:00Z', staffId: 'elena' }));
    expect(other.moved[0]?.staffId).toBe('elena');
  });

  it("keeps a visit a membership paid for inside the membership's period", async () => {
    const membershipPeriod = {
      validFrom: new Date('2026-11-01T00:00:00Z'),
      validUntil: new Date('2026-11-23T09:00:00Z'),
    };
    const inside = setUp({ membershipPeriod });
    expect(
      (await rescheduleAppointment(inside.deps, inside.input({ start: '2026-11-23T08:15:00Z' }))).kind,
    ).toBe('moved');
    const after = setUp({ membershipPeriod });
    const refused = rescheduleAppointment(after.deps, after.input({ start: '2026-11-23T10:00:00Z' }));
    await expect(refused).rejects.toMatchObject({
      code: 'MEMBERSHIP_NOT_USABLE',
      details: { reason: 'outside-period' },
    });
    expect(after.moved).toEqual([]);
  });

  it('refuses a time another appointment holds, offering free starts', async () => {
    const taken = { start: '2026-11-23T10:00:00.000Z', end: '2026-11-23T11:00:00.000Z' };
    const { deps, input, moved } = setUp({ busy: [OWN_BUSY, taken] });
    const refused = rescheduleAppointment(deps, input({ start: '2026-11-23T10:15:00Z' }));
    await expect(refused).rejects.toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    const error = (await refused.catch((e: unknown) => e)) as DomainError;
    expect(error.details?.alternatives).toEqual(expect.arrayContaining([expect.any(String)]));
    expect(moved).toEqual([]);
  });

  it('refuses a move to where the appointment already is', async () => {
    const { deps, input } = setUp();
    await expect(rescheduleAppointment(deps, input({ start: '2026-11-23T08:00:00Z' }))).rejects.toMatchObject(
      {
        code: 'CONFLICT',
      },
    );
  });

  it('re-decides when the guard matched nothing: cancelled meanwhile', async () => {
    const { deps, input } = setUp({ guardFails: 1 });
    expect((await rescheduleAppointment(deps, input())).kind).toBe('already-cancelled');
  });

  it('replays a key and refuses it with another body or another appointment', async () => {
    const { deps, input, moved } = setUp();
    await rescheduleAppointment(deps, input());
    const replay = await rescheduleAppointment(deps, input());
    expect(replay.kind).toBe('replayed');
    expect(moved).toHaveLength(1);
    await expect(rescheduleAppointment(deps, input({ requestHash: 'hash-2' }))).rejects.toBeInstanceOf(
      DomainError,
    );
    await expect(rescheduleAppointment(deps, input({ id: 'a2' }))).rejects.toMatchObject({
      code: 'IDEMPOTENCY_MISMATCH',
    });
  });

  it('says not found for another user and too late inside the cancellation window', async () => {
    const { deps, input } = setUp();
    expect((await rescheduleAppointment(deps, input({ userId: 'u2' }))).kind).toBe('not-found');
    const late = { ...deps, now: () => new Date('2026-11-22T08:00:00Z') };
    expect((await rescheduleAppointment(late, input())).kind).toBe('window-passed');
  });
});
