import { ARTWORK_MOTIFS, FALLBACK_MOTIF } from './artwork-motifs.ts';

export interface ArtworkSpec {
  id: string;
  width: number;
  height: number;
  alt: string;
  palette: [string, string];
  motif: string;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A small deterministic number sequence from the media id, so each picture differs but never changes. */
function sequence(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2246822507);
    state = Math.imul(state ^ (state >>> 13), 3266489909);
    state ^= state >>> 16;
    return (state >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Generated artwork for demo media: a gradient, soft light shapes and the category's line drawing. */
export function renderArtworkSvg(spec: ArtworkSpec): string {
  const [from, to] = spec.palette.map((colour) => (HEX.test(colour) ? colour : '#00acc1'));
  const random = sequence(spec.id);
  const { width: w, height: h } = spec;
  const bubbles = Array.from({ length: 6 }, () => {
    const r = (0.15 + random() * 0.35) * Math.min(w, h);
    return `<circle cx="${Math.round(random() * w)}" cy="${Math.round(random() * h)}" r="${Math.round(r)}" fill="#fff" opacity="${(0.05 + random() * 0.12).toFixed(2)}"/>`;
  }).join('');
  const size = Math.min(w, h) * 0.42;
  const motif = ARTWORK_MOTIFS[spec.motif] ?? FALLBACK_MOTIF;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">`,
    `<title>${escapeXml(spec.alt)}</title>`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    bubbles,
    `<g transform="translate(${(w - size) / 2} ${(h - size) / 2}) scale(${size / 24})" fill="none" stroke="#fff" stroke-width="1.2" stroke-linecap="round" stroke-linejoin="round" opacity="0.9">${motif}</g>`,
    '</svg>',
  ].join('');
}
