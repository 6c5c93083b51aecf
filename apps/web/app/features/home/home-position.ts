import { roundedPosition } from '../../shared/hooks/current-position.ts';

const COORDINATE = /^-?\d{1,3}(\.\d{1,6})?$/;

/**
 * The position in a home page URL (`?lat=…&lng=…`, set by "Use my location"), rounded like the search
 * page's; null when absent or not a position on Earth.
 */
export function readHomePosition(params: URLSearchParams): { lat: string; lng: string } | null {
  const lat = params.get('lat') ?? '';
  const lng = params.get('lng') ?? '';
  if (!COORDINATE.test(lat) || !COORDINATE.test(lng)) return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return roundedPosition(latitude, longitude);
}

/** The home page around a position (what "Use my location" opens). */
export function homePathNear(locale: string, position: { lat: string; lng: string }): string {
  return `/${locale}/home?${new URLSearchParams(position)}`;
}
