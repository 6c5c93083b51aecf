import { storedAppointment } from '../appointments/stored-appointment-fixture.ts';
import type { BasketClassDetails } from '../basket/class-item.ts';
import { type BookedClassSpot, ClassSpotRefusedError } from '../booking/booking-ports.ts';

/** A class session at Lotus held in memory: who holds a spot in it, and how many spots it has. */
export interface InMemorySession {
  id: string;
  name: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  priceMinor: number;
  currency: string;
  cancelled?: boolean;
  /** Users holding a spot. */
  holders: Set<string>;
}

export interface InMemorySessions {
  readonly sessions: readonly InMemorySession[];
  describe(ids: readonly string[], userId: string | null): Array<BasketClassDetails | null>;
  /** A spot in each session, all or nothing, like the database's transaction (`ClassSpotRefusedError`). */
  take(userId: string, spots: ReadonlyArray<{ sessionId: string }>, now: Date): BookedClassSpot[];
}

const { place } = storedAppointment();

/** Class sessions in memory, with the spot rules of the database's transaction. */
export function createInMemorySessions(sessions: readonly InMemorySession[]): InMemorySessions {
  let sequence = 0;
  return {
    sessions,
    describe: (ids, userId) =>
      ids.map((id) => {
        const session = sessions.find((candidate) => candidate.id === id);
        if (!session) return null;
        return {
          sessionId: session.id,
          classId: `class-of-${session.id}`,
          className: session.name,
          instructorName: null,
          locationSlug: place.slug,
          locationName: place.name,
          businessSlug: place.slug,
          businessName: place.name,
          timeZone: place.timeZone,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          priceMinor: session.priceMinor,
          currency: session.currency,
          spotsLeft: Math.max(0, session.capacity - session.holders.size),
          cancelled: session.cancelled ?? false,
          held: userId !== null && session.holders.has(userId),
        };
      }),
    take(userId, spots, now) {
      const found = spots.map(({ sessionId }, index) => {
        const session = sessions.find((candidate) => candidate.id === sessionId && !candidate.cancelled);
        if (!session) throw new ClassSpotRefusedError(index, 'not-found');
        if (session.startsAt <= now) throw new ClassSpotRefusedError(index, 'started');
        if (session.holders.has(userId)) throw new ClassSpotRefusedError(index, 'already');
        if (session.holders.size >= session.capacity) throw new ClassSpotRefusedError(index, 'full');
        return session;
      });
      return found.map((session) => {
        session.holders.add(userId);
        return {
          id: `spot-${++sequence}`,
          sessionId: session.id,
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          priceMinor: session.priceMinor,
          currency: session.currency,
          membershipId: null,
        };
      });
    },
  };
}
