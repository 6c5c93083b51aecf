import type { LocationDetailDto } from '@kalendo/contracts';
import { data } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { chosenDay, monthRange, visibleMonth } from './booking-month.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function findService(location: LocationDetailDto, id: string | null) {
  return location.serviceGroups.flatMap((group) => group.services).find((service) => service.id === id);
}

/**
 * Everything the booking page shows: the place, the service, the staff who do it, the free days of the
 * visible month and the free times of the chosen day. An unknown place or service is a 404.
 */
export async function loadBookingPage(api: ApiClient, slug: string, search: URLSearchParams) {
  const location = await api.getLocation(slug);
  const service = location && findService(location, search.get('service'));
  if (!location || !service) throw data(null, { status: 404 });
  const today = location.today.date;
  const lastDay = location.bookableUntil;
  const month = visibleMonth(search, today, lastDay);
  // "Any" lists every free staff member per start, so one request serves every staff choice.
  const { slots: anySlots } = await api.getAvailability(slug, {
    service: service.id,
    staff: 'any',
    ...monthRange(month, today),
  });
  const doing = new Set(anySlots.flatMap((slot) => slot.staffIds));
  const wanted = search.get('staff');
  const staffId = location.staff.some((member) => member.id === wanted) ? (wanted as string) : 'any';
  const slots = staffId === 'any' ? anySlots : anySlots.filter((slot) => slot.staffIds.includes(staffId));
  const freeDays = [...new Set(slots.map((slot) => slot.localStart.slice(0, 10)))];
  const day = chosenDay(search.get('date'), month, freeDays);
  const reschedule = search.get('reschedule');
  const daySlots = slots.filter((slot) => slot.localStart.startsWith(day ?? '-'));
  return {
    place: {
      slug: location.slug,
      name: location.name,
      businessName: location.business.name,
      businessSlug: location.business.slug,
      timeZone: location.timeZone,
    },
    service,
    staff: location.staff.filter((member) => doing.has(member.id) || member.id === staffId),
    staffId,
    today,
    month,
    firstMonth: today.slice(0, 7),
    lastMonth: lastDay.slice(0, 7),
    /** The calendar's last day: the place's booking horizon. */
    lastDay,
    freeDays,
    day,
    slots: daySlots,
    /** A free start the link chose (`?start=`, e.g. from a Look Book look), checked on the page. */
    start: daySlots.find((slot) => slot.start === search.get('start'))?.start ?? null,
    reschedule: reschedule && UUID.test(reschedule) ? reschedule : null,
    /** One key per rendered form: a double submit replays instead of booking twice. */
    idempotencyKey: crypto.randomUUID(),
  };
}

export type BookingPageData = Awaited<ReturnType<typeof loadBookingPage>>;
