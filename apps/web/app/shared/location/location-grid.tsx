import type { LocationSummaryDto } from '@kalendo/contracts';
import { LocationCard } from './location-card.tsx';

/**
 * Places as cards (with their distance when known): one column on phones, up to four on wide screens; the
 * first `eagerCount` photos load eagerly (default two: a grid at the top of a page).
 */
export function LocationGrid({
  locations,
  eagerCount = 2,
}: {
  locations: Array<LocationSummaryDto & { distanceKm?: number | null }>;
  eagerCount?: number;
}) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {locations.map((location, index) => (
        <li key={location.id} className="flex">
          <LocationCard location={location} eager={index < eagerCount} distanceKm={location.distanceKm} />
        </li>
      ))}
    </ul>
  );
}
