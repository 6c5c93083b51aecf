import { describe, expect, it } from 'vitest';
import type { StoredAppointment } from './appointment.ts';
import { renderCalendarIcs } from './appointment-ics.ts';
import { appointmentIcsEvent } from './appointment-ics-event.ts';
import type { MyAppointmentsStore } from './appointment-ports.ts';
import { listFeedAppointments } from './calendar-feed-appointments.ts';
import { storedAppointment } from './stored-appointment-fixture.ts';

const NOW = new Date('2026-11-20T12:00:00Z');
const DAY = 86_400_000;

function visit(
  id: string,
  daysFromNow: number,
  status: StoredAppointment['status'] = 'booked',
): StoredAppointment {
  const startsAt = new Date(NOW.getTime() + daysFromNow * DAY);
  return storedAppointment(
    {
      id,
      status,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      service: { id: 's1', name: 'Подстригване' },
      staff: { id: 'm', name: 'Мария' },
    },
    { name: 'Λωτός, Σόφια', addressLine: 'ул. Витоша 1', city: 'София' },
  );
}

/** A store over a fixed list that pages like the database one (keyset on start, then id). */
function storeOf(all: StoredAppointment[]): MyAppointmentsStore {
  return {
    async list({ when, now, limit, after }) {
      const upcoming = when === 'upcoming';
      return all
        .filter((a) => (upcoming ? a.endsAt > now : a.endsAt <= now))
        .sort((a, b) => (upcoming ? 1 : -1) * (a.startsAt.getTime() - b.startsAt.getTime()))
        .filter((a) => !after || (upcoming ? a.startsAt > after.startsAt : a.startsAt < after.startsAt))
        .slice(0, limit);
    },
    find: async () => null,
    cancel: async () => false,
  };
}

describe('listFeedAppointments', () => {
  it('returns every upcoming appointment and those of the last 180 days, cancelled included, in start order', async () => {
    const upcoming = Array.from({ length: 450 }, (_, i) => visit(`u${i}`, 1 + i / 10));
    const all = [
      visit('old', -181),
      visit('recent', -179, 'completed'),
      visit('gone', -2, 'cancelled'),
      ...upcoming,
    ];
    const feed = await listFeedAppointments(storeOf(all), 'u1', NOW);
    expect(feed.map((a) => a.id)).toEqual(['recent', 'gone', ...upcoming.map((a) => a.id)]);
  });
});

describe('renderCalendarIcs', () => {
  it('puts one VEVENT per appointment in one VCALENDAR, named, cancelled ones marked', () => {
    const stamp = new Date('2026-11-20T12:00:00Z');
    const context = { origin: 'https://kalendo.app', locale: 'bg', stamp };
    const ics = renderCalendarIcs(
      [visit('a1', 3), visit('a2', 4, 'cancelled')].map((a) => appointmentIcsEvent(a, context)),
      { name: 'Kalendo · Моите часове' },
    );
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.filter((l) => l === 'BEGIN:VCALENDAR')).toHaveLength(1);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('X-WR-CALNAME:Kalendo · Моите часове');
    expect(lines).toContain('UID:a1@kalendo.app');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SUMMARY:Подстригване @ Λωτός\\, Σόφια');
    expect(lines).toContain('LOCATION:ул. Витоша 1\\, 1000 София\\, BG');
    expect(lines).toContain('URL:https://kalendo.app/bg/location/lotus-center');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
