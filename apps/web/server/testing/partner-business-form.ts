/** The form of a new business with its first place, as a browser sends it (partner page tests). */
export const business = {
  name: 'Studio Nova',
  categorySlug: '',
  description: 'Cuts and colour in the centre.',
  placeName: 'Studio Nova Centre',
  addressLine: 'ul. Vitosha 10',
  city: 'Sofia',
  postalCode: '1000',
  countryCode: 'BG',
  timeZone: 'Europe/Sofia',
  currency: 'EUR',
  latitude: '42.6934',
  longitude: '23.3199',
};

/** A partner's account as the sign-up form takes it (partner page tests). */
export const partnerAccount = (email: string) => ({
  firstName: 'Maria',
  lastName: 'Ivanova',
  email,
  password: 'partner-pass-1',
});
