import type { ApiRoutes } from '@kalendo/api';
import { hc } from 'hono/client';

/** Where the API is served on our origin (ADR 002). */
export const API_BASE = '/api/v1';

/** A path parameter as the API's router reads it back (hc puts parameters into paths unescaped). */
export const segment = (value: string) => encodeURIComponent(value);

// Only for building URLs: a base that is never fetched.
const routes = hc<ApiRoutes>('http://api.invalid/');
const SLOT = '__slot__';

/**
 * A typed route's URL as the browser requests it (`/api/v1/…`), built once through hc with slots for its
 * values and filled per call: a page names hundreds of photo URLs, too many to build each through hc.
 */
function pattern(url: URL): (...values: string[]) => string {
  const parts = `${API_BASE}${url.pathname}${url.search}`.split(SLOT);
  return (...values) => parts.reduce((out, part, index) => `${out}${values[index - 1] ?? ''}${part}`);
}

const mediaImage = pattern(routes.media[':id'].image.$url({ param: { id: SLOT }, query: { size: SLOT } }));
const mediaOgImage = pattern(routes.media[':id']['og.jpg'].$url({ param: { id: SLOT } }));
const mediaVideo = pattern(routes.media[':id'].video.$url({ param: { id: SLOT } }));
const mediaCaptions = pattern(
  routes.media[':id']['captions.vtt'].$url({ param: { id: SLOT }, query: { lang: SLOT } }),
);
const appointmentIcs = pattern(routes.me.appointments[':file'].$url({ param: { file: `${SLOT}.ics` } }));
const classBookingIcs = pattern(
  routes.me['class-bookings'][':file'].$url({ param: { file: `${SLOT}.ics` } }),
);
const accountExport = pattern(routes.me.export.$url())();
const botCheckChallenge = pattern(routes['bot-check'].challenge.$url())();

/** URLs of API routes that the browser opens itself, typed from the routes (no path written by hand). */
export const apiLinks = {
  /** A raster variant of a stored photo with its long edge at `size`. */
  mediaImage: (id: string, size: number) => mediaImage(segment(id), String(size)),
  /** A stored photo's link preview variant (1200 × 630 JPEG). */
  mediaOgImage: (id: string) => mediaOgImage(segment(id)),
  /** A video look's clip (MP4). */
  mediaVideo: (id: string) => mediaVideo(segment(id)),
  /** A video look's captions in one language (WebVTT). */
  mediaCaptions: (id: string, lang: string) => mediaCaptions(segment(id), lang),
  /** One own appointment as a calendar file. */
  appointmentIcs: (id: string) => appointmentIcs(segment(id)),
  /** One own class spot as a calendar file. */
  classBookingIcs: (id: string) => classBookingIcs(segment(id)),
  /** Everything the account holds, as a JSON download. */
  accountExport: () => accountExport,
  /** A new proof-of-work challenge of the bot check. */
  botCheckChallenge: () => botCheckChallenge,
};
