import type { InspirationLookDto } from '@kalendo/contracts';

/** The view page of a look. */
export const lookPath = (locale: string, id: string) => `/${locale}/inspiration/view/${id}`;

/**
 * "Book this look": the place's booking page with the look's service (and its staff member) chosen; with a
 * free start, that day and time are chosen too. Null when the place no longer offers the service.
 */
export function bookLookPath(
  locale: string,
  look: Pick<InspirationLookDto, 'location' | 'offer' | 'staff'>,
  slot?: { start: string; localStart: string; staffIds: string[] },
): string | null {
  if (!look.offer) return null;
  const search = new URLSearchParams({ service: look.offer.serviceId });
  // A start of anyone's (the staff member has none soon) books whoever is free.
  if (look.staff && (!slot || slot.staffIds.includes(look.staff.id))) search.set('staff', look.staff.id);
  if (slot) {
    search.set('date', slot.localStart.slice(0, 10));
    search.set('start', slot.start);
  }
  return `/${locale}/location/${look.location.slug}/book?${search}`;
}
