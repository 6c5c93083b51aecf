import type { LocationSummaryDto } from '@kalendo/contracts';
import { LocationCard } from '../home/components/location-card.tsx';

/** Places as cards: one column on phones, up to four on wide screens; the first two load eagerly. */
export function LocationGrid({ locations }: { locations: LocationSummaryDto[] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {locations.map((location, index) => (
        <li key={location.id} className="flex">
          <LocationCard location={location} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}
