import { formatClientMoment } from './client-dates.ts';

interface ZonedPlace {
  id: string;
  timeZone: string;
}

/** A moment and, when the business's places keep different clocks, the zone it is read in. */
export interface ActivityMoment {
  text: string;
  /** The IANA zone, named only when the places' zones differ (else null: there is one clock). */
  zone: string | null;
}

/**
 * How the activity log writes an entry's moments: on the clock of the place the entry concerns, else the
 * business's first place's; the zone is named when the business's places are in different zones.
 */
export function activityMoments(places: ZonedPlace[], locale: string) {
  const zones = new Map(places.map((place) => [place.id, place.timeZone]));
  const first = places[0]?.timeZone ?? 'UTC';
  const severalZones = new Set(zones.values()).size > 1;
  return (placeId: string | null) => {
    const timeZone = (placeId && zones.get(placeId)) || first;
    return (iso: string): ActivityMoment => ({
      text: formatClientMoment(iso, timeZone, locale),
      zone: severalZones ? timeZone : null,
    });
  };
}
