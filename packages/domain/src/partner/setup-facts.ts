import type { SetupFacts } from './publish-readiness.ts';

/** A business's set-up as its members see it: the places' weekly hours, its active services and staff. */
export interface SetupSnapshot {
  places: readonly { weekly: readonly unknown[] }[];
  services: readonly { id: string }[];
  staff: readonly { serviceIds: readonly string[]; workingHours: readonly unknown[] }[];
}

/**
 * The facts publishing checks (`missingForPublish`), from the set-up's lists: places with weekly hours, and
 * services that a staff member with working hours performs (the same rule the publish step applies).
 */
export function setupFactsOf(setup: SetupSnapshot): SetupFacts {
  const performed = new Set(
    setup.staff.filter((member) => member.workingHours.length > 0).flatMap((member) => member.serviceIds),
  );
  return {
    placesWithHours: setup.places.filter((place) => place.weekly.length > 0).length,
    bookableServices: setup.services.filter((service) => performed.has(service.id)).length,
  };
}
