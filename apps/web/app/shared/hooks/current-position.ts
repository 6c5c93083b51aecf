/** A position in a URL: rounded to about 100 m, precise enough to search near and vague enough to share. */
export function roundedPosition(latitude: number, longitude: number): { lat: string; lng: string } {
  return { lat: latitude.toFixed(3), lng: longitude.toFixed(3) };
}

/**
 * Asks the browser for its position (only when called: a button press), rounded; rejects when there is
 * no geolocation or the visitor declines.
 */
export function requestPosition(): Promise<{ lat: string; lng: string }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('geolocation unavailable'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve(roundedPosition(coords.latitude, coords.longitude)),
      reject,
      { maximumAge: 300_000, timeout: 15_000 },
    );
  });
}
