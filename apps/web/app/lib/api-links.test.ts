import type { ApiRoutes } from '@kalendo/api';
import { hc } from 'hono/client';
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
    expect(apiLinks.mediaVideo('v 1')).toBe('/api/v1/media/v%201/video');
    expect(apiLinks.mediaCaptions('v1', 'pt-BR')).toBe('/api/v1/media/v1/captions.vtt?lang=pt-BR');
    expect(apiLinks.classBookingIcs('b1')).toBe('/api/v1/me/class-bookings/b1.ics');
  });

  it('gives the URLs Hono’s typed client builds for the same routes', () => {
    const routes = hc<ApiRoutes>('http://api.invalid/');
    const browserUrl = (url: URL) => `/api/v1${url.pathname}${url.search}`;
    expect(apiLinks.mediaImage('p1', 320)).toBe(
      browserUrl(routes.media[':id'].image.$url({ param: { id: 'p1' }, query: { size: '320' } })),
    );
    expect(apiLinks.mediaCaptions('v1', 'de')).toBe(
      browserUrl(routes.media[':id']['captions.vtt'].$url({ param: { id: 'v1' }, query: { lang: 'de' } })),
    );
    expect(apiLinks.appointmentIcs('a1')).toBe(
      browserUrl(routes.me.appointments[':file'].$url({ param: { file: 'a1.ics' } })),
    );
    expect(apiLinks.accountExport()).toBe(browserUrl(routes.me.export.$url()));
  });
});
