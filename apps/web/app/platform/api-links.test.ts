import { describe, expect, it } from 'vitest';
import { apiLinks } from './api-links.ts';

describe('links to API routes', () => {
  it('builds the browser’s URLs of typed routes, parameters escaped', () => {
    expect(apiLinks.mediaImage('photo-1', 780)).toBe('/api/v1/media/photo-1/image?size=780');
    expect(apiLinks.mediaOgImage('a/b')).toBe('/api/v1/media/a%2Fb/og.jpg');
    expect(apiLinks.appointmentIcs('0b7c3f0e-1111-4222-8333-944445555666')).toBe(
      '/api/v1/me/appointments/0b7c3f0e-1111-4222-8333-944445555666.ics',
    );
    expect(apiLinks.accountExport()).toBe('/api/v1/me/export');
    expect(apiLinks.botCheckChallenge()).toBe('/api/v1/bot-check/challenge');
  });
});
