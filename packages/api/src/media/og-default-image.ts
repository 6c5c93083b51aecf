import { OG_IMAGE } from '@kalendo/contracts/media';
import { sharpOf } from './load-sharp.ts';

/**
 * The brand picture of shared links to pages without a photo of their own: the logo on the theme colour
 * with a row of free times. No text, so it serves every language (the tags carry the words).
 */
export function defaultOgImageSvg(): string {
  const { width: w, height: h } = OG_IMAGE;
  const slots = [0, 1, 2, 3]
    .map((i) => {
      const x = 640 + i * 130;
      const fill = i === 1 ? '#ffffff' : 'none';
      return `<rect x="${x}" y="430" width="110" height="56" rx="28" fill="${fill}" stroke="#fff" stroke-width="6" opacity="${i === 1 ? 1 : 0.75}"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#00acc1"/><stop offset="1" stop-color="#00838f"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="1080" cy="90" r="260" fill="#fff" opacity="0.08"/><circle cx="160" cy="600" r="220" fill="#fff" opacity="0.07"/>
<g transform="translate(150 135)"><rect width="360" height="360" rx="90" fill="#fff"/>
<path d="M112 90v180M112 180l101-90M146 157l79 113" stroke="#00838f" stroke-width="34" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>
<g fill="#fff"><rect x="640" y="150" width="500" height="44" rx="22"/><rect x="640" y="230" width="380" height="44" rx="22" opacity="0.75"/>
<rect x="640" y="310" width="300" height="30" rx="15" opacity="0.5"/></g>${slots}
</svg>`;
}

let rendered: Promise<Buffer> | undefined;

/** `defaultOgImageSvg` as a PNG (rendered once per process). */
export function renderDefaultOgImage(): Promise<Buffer> {
  rendered ??= sharpOf(Buffer.from(defaultOgImageSvg())).then((image) =>
    image.png({ compressionLevel: 9, palette: true }).toBuffer(),
  );
  return rendered;
}
