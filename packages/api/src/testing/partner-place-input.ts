/** A place as the partner API takes it, in Sofia (the partner tests' and the page tests' shared input). */
export const partnerPlace = (name: string) => ({
  name,
  addressLine: 'ul. Vitosha 10',
  city: 'Sofia',
  citySlug: 'sofia',
  countryCode: 'BG',
  latitude: 42.69,
  longitude: 23.32,
  timeZone: 'Europe/Sofia',
  currency: 'EUR',
});

/** Open every day 09:00–18:00. */
export const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
