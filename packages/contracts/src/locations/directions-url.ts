/** Google Maps directions to a point: opens in any browser and in the maps app on phones (pages, emails). */
export function directionsUrl(geo: { latitude: number; longitude: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${geo.latitude},${geo.longitude}`;
}
