import type { ApiRoutes } from '@kalendo/api';
import type { ExtractSchema } from 'hono/types';
import { spaConfig } from '../platform/spa/spa-config.ts';

/**
 * Where the API is served: on our origin (ADR 002); in the native app (the SPA build, ADR 004), whose pages
 * come from the device, on the API's origin, for its requests and its links (photos, calendar files).
 */
export const API_BASE = `${spaConfig?.apiOrigin ?? ''}/api/v1`;

/** A path parameter as the API's router reads it back (the router matches parameters unescaped). */
export const segment = (value: string) => encodeURIComponent(value);

/** A path of the API's typed routes (`/media/:id/image`): one the API does not serve fails the type check. */
type ApiPath = keyof ExtractSchema<ApiRoutes> & string;

/**
 * A typed route's URL as the browser requests it (`/api/v1/…`), split once at its `:parameters` (in the
 * path, then in `query`) and filled per call: a page names hundreds of photo URLs. Only the route's type
 * is used, not Hono's client: its runtime would be in every page's first-load JavaScript (ADR 008).
 */
function pattern(path: ApiPath, query = ''): (...values: string[]) => string {
  const parts = `${API_BASE}${path}${query}`.split(/:\w+/);
  return (...values) => parts.reduce((out, part, index) => `${out}${values[index - 1] ?? ''}${part}`);
}

const mediaImage = pattern('/media/:id/image', '?size=:size');
const mediaOgImage = pattern('/media/:id/og.jpg');
const mediaIcon = pattern('/media/:id/icon.png', '?size=:size&purpose=:purpose');
const mediaVideo = pattern('/media/:id/video');
const mediaCaptions = pattern('/media/:id/captions.vtt', '?lang=:lang');
const appointmentIcs = pattern('/me/appointments/:file');
const classBookingIcs = pattern('/me/class-bookings/:file');
const accountExport = pattern('/me/export')();
const botCheckChallenge = pattern('/bot-check/challenge')();

/** URLs of API routes that the browser opens itself, each path checked against the typed routes. */
export const apiLinks = {
  /** A raster variant of a stored photo with its long edge at `size`. */
  mediaImage: (id: string, size: number) => mediaImage(segment(id), String(size)),
  /** An uploaded app icon's manifest PNG (ADR 051): 192 or 512 px, `any` or `maskable`. */
  mediaIcon: (id: string, size: 192 | 512, purpose: 'any' | 'maskable') =>
    mediaIcon(segment(id), String(size), purpose),
  /** A stored photo's link preview variant (1200 × 630 JPEG). */
  mediaOgImage: (id: string) => mediaOgImage(segment(id)),
  /** A video look's clip (MP4). */
  mediaVideo: (id: string) => mediaVideo(segment(id)),
  /** A video look's captions in one language (WebVTT). */
  mediaCaptions: (id: string, lang: string) => mediaCaptions(segment(id), lang),
  /** One own appointment as a calendar file. */
  appointmentIcs: (id: string) => appointmentIcs(`${segment(id)}.ics`),
  /** One own class spot as a calendar file. */
  classBookingIcs: (id: string) => classBookingIcs(`${segment(id)}.ics`),
  /** Everything the account holds, as a JSON download. */
  accountExport: () => accountExport,
  /** A new proof-of-work challenge of the bot check. */
  botCheckChallenge: () => botCheckChallenge,
};
