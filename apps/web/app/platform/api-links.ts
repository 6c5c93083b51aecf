import type { ApiRoutes } from '@kalendo/api';
import { hc } from 'hono/client';

/** Where the API is served on our origin (ADR 002). */
export const API_BASE = '/api/v1';

/** A path parameter as the API's router reads it back (hc puts parameters into paths unescaped). */
export const segment = (value: string) => encodeURIComponent(value);

// Only for building URLs: a base that is never fetched.
const routes = hc<ApiRoutes>('http://api.invalid/');

/** A typed route's URL as the browser requests it (links, images, downloads): `/api/v1/…`. */
const link = (url: URL) => `${API_BASE}${url.pathname}${url.search}`;

/** URLs of API routes that the browser opens itself, typed from the routes (no path written by hand). */
export const apiLinks = {
  /** A raster variant of a stored photo with its long edge at `size`. */
  mediaImage: (id: string, size: number) =>
    link(routes.media[':id'].image.$url({ param: { id: segment(id) }, query: { size: String(size) } })),
  /** A stored photo's link preview variant (1200 × 630 JPEG). */
  mediaOgImage: (id: string) => link(routes.media[':id']['og.jpg'].$url({ param: { id: segment(id) } })),
  /** One own appointment as a calendar file. */
  appointmentIcs: (id: string) =>
    link(routes.me.appointments[':file'].$url({ param: { file: `${segment(id)}.ics` } })),
  /** Everything the account holds, as a JSON download. */
  accountExport: () => link(routes.me.export.$url()),
  /** A new proof-of-work challenge of the bot check. */
  botCheckChallenge: () => link(routes['bot-check'].challenge.$url()),
};
