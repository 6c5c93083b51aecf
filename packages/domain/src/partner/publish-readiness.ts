/** What the set-up of a business has, as publishing checks it (ADR 038). */
export interface SetupFacts {
  /** Places with weekly opening hours. */
  placesWithHours: number;
  /** Active services that an active staff member with working hours performs. */
  bookableServices: number;
}

export type MissingForPublish = 'opening-hours' | 'bookable-service';

/** What a business still lacks to be published: a place with hours, a service someone with hours performs. */
export function missingForPublish(facts: SetupFacts): MissingForPublish[] {
  const missing: MissingForPublish[] = [];
  if (facts.placesWithHours === 0) missing.push('opening-hours');
  if (facts.bookableServices === 0) missing.push('bookable-service');
  return missing;
}
