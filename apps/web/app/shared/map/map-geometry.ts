import { roundedPosition } from '../hooks/current-position.ts';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A map's visible rectangle, in degrees. */
export interface GeoBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The search API's largest radius, in kilometres. */
export const MAX_SEARCH_RADIUS_KM = 200;

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance between two points, in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const h =
    Math.sin(radians(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(radians(a.latitude)) *
      Math.cos(radians(b.latitude)) *
      Math.sin(radians(b.longitude - a.longitude) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The smallest rectangle holding every point (null for none), to fit a map to its markers. */
export function boundsOf(points: GeoPoint[]): GeoBounds | null {
  if (points.length === 0) return null;
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  return {
    west: Math.min(...longitudes),
    south: Math.min(...latitudes),
    east: Math.max(...longitudes),
    north: Math.max(...latitudes),
  };
}

/**
 * "Search this area": the view's centre (rounded like "near me") and a radius reaching its farthest corner,
 * so the circle covers all that is visible; whole kilometres, at least 1 and at most the API's limit.
 */
export function searchAreaOf(
  center: GeoPoint,
  bounds: GeoBounds,
): { lat: string; lng: string; radius: string } {
  const corners: GeoPoint[] = [
    { latitude: bounds.north, longitude: bounds.west },
    { latitude: bounds.north, longitude: bounds.east },
    { latitude: bounds.south, longitude: bounds.west },
    { latitude: bounds.south, longitude: bounds.east },
  ];
  const farthest = Math.max(...corners.map((corner) => distanceKm(center, corner)));
  const radius = Math.min(MAX_SEARCH_RADIUS_KM, Math.max(1, Math.ceil(farthest)));
  return { ...roundedPosition(center.latitude, center.longitude), radius: String(radius) };
}
