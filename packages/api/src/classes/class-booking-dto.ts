import type { ClassBooking } from '@kalendo/contracts';
import { type ClassBookingRecord, type ClassSessionDetail, spotsLeft } from '@kalendo/domain';

/** A session as the API shows it. */
export const toSessionDto = (session: ClassSessionDetail) => ({
  id: session.id,
  classId: session.classId,
  name: session.name,
  description: session.description,
  level: session.level,
  whatToBring: session.whatToBring,
  startsAt: session.startsAt.toISOString(),
  endsAt: session.endsAt.toISOString(),
  durationMinutes: Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 60_000),
  capacity: session.capacity,
  spotsLeft: spotsLeft(session),
  waitlist: { capacity: session.waitlistCapacity, waiting: session.waitlisted },
  price: { amountMinor: session.priceMinor, currency: session.currency },
  instructor: session.instructor ? { name: session.instructor.name } : null,
  place: {
    slug: session.place.slug,
    name: session.place.name,
    city: session.place.city,
    timeZone: session.place.timeZone,
    cancellationWindowMinutes: session.place.cancellationWindowMinutes,
  },
});

/** A spot or waitlist place as the API shows it. */
export const toBookingDto = (booking: ClassBookingRecord): ClassBooking => ({
  id: booking.id,
  sessionId: booking.sessionId,
  status: booking.status,
  waitlistPosition: booking.waitlistPosition,
  membershipId: booking.membershipId,
});
