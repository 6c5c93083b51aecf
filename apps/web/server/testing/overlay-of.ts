import { PERSONAL_OVERLAY_ID, type PersonalOverlay } from '../../app/lib/personal-overlay.ts';

const OVERLAY = new RegExp(`<script type="application/json" id="${PERSONAL_OVERLAY_ID}">([^<]*)</script>`);

/** The visitor's overlay a page carries (ADR 040), or null: a page rendered for them, or a guest's. */
export function overlayOf(html: string): PersonalOverlay | null {
  const json = html.match(OVERLAY)?.[1];
  return json ? (JSON.parse(json) as PersonalOverlay) : null;
}

/** A page without its overlay and nonces: what is the same for everyone. */
export const publicPartOf = (html: string) => html.replace(OVERLAY, '').replace(/nonce="[^"]+"/g, 'nonce=""');
