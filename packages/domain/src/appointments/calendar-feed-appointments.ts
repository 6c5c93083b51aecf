import type { StoredAppointment } from './appointment.ts';
import type { MyAppointmentsStore } from './appointment-ports.ts';

/** How far back a calendar feed reaches. */
export const FEED_PAST_DAYS = 180;
const PAGE = 200;
const DAY_MS = 86_400_000;

/**
 * Every appointment of a user a calendar feed shows, booked and cancelled alike: all upcoming ones and
 * those that ended within the last `FEED_PAST_DAYS` days, in start order.
 */
export async function listFeedAppointments(
  store: MyAppointmentsStore,
  userId: string,
  now: Date,
): Promise<StoredAppointment[]> {
  const since = now.getTime() - FEED_PAST_DAYS * DAY_MS;
  const collect = async (when: 'upcoming' | 'past', keep: (a: StoredAppointment) => boolean) => {
    const found: StoredAppointment[] = [];
    for (;;) {
      const last = found.at(-1);
      const page = await store.list({
        userId,
        when,
        now,
        limit: PAGE,
        ...(last ? { after: { startsAt: last.startsAt, id: last.id } } : {}),
      });
      const kept = page.filter(keep);
      found.push(...kept);
      if (page.length < PAGE || kept.length < page.length) return found;
    }
  };
  const [upcoming, past] = await Promise.all([
    collect('upcoming', () => true),
    collect('past', (a) => a.endsAt.getTime() > since),
  ]);
  return [...past.reverse(), ...upcoming];
}
