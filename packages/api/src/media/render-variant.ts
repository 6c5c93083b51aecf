import { OG_IMAGE, variantDimensions } from '@kalendo/domain';
import sharp from 'sharp';
import { type ArtworkSpec, renderArtworkSvg } from './render-artwork.ts';

export type VariantFormat = 'webp' | 'jpeg';

const MAX_CACHED = 400;
const cache = new Map<string, Buffer>();

/**
 * A raster variant of a picture with its long edge at `size` (WebP, or JPEG for clients without WebP).
 * Every variant is kept in a small in-process cache (oldest out first); browsers and CDNs keep it a year.
 */
export function renderVariant(spec: ArtworkSpec, size: number, format: VariantFormat): Promise<Buffer> {
  return cached(`${spec.id}:${size}:${format}`, () => {
    const { width, height } = variantDimensions(spec.width, spec.height, size);
    const pipeline = sharp(Buffer.from(renderArtworkSvg(spec)), {
      density: 72 * (size / Math.max(spec.width, spec.height)),
    }).resize(width, height, { fit: 'fill' });
    return (
      format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })
    ).toBuffer();
  });
}

/**
 * The `og` variant: the picture as a link preview (Open Graph, Twitter card) at 1200 × 630, scaled to cover
 * and cropped at the centre; JPEG, which every crawler reads.
 */
export function renderOgVariant(spec: ArtworkSpec): Promise<Buffer> {
  return cached(`${spec.id}:og`, () => {
    const scale = Math.max(OG_IMAGE.width / spec.width, OG_IMAGE.height / spec.height);
    return sharp(Buffer.from(renderArtworkSvg(spec)), { density: 72 * scale })
      .resize(OG_IMAGE.width, OG_IMAGE.height, { fit: 'cover', position: 'centre' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  });
}

async function cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const found = cache.get(key);
  if (found) return found;
  const image = await render();
  cache.set(key, image);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return image;
}

/** WebP when the client says it takes it (every current browser does), else JPEG. */
export function negotiateFormat(accept: string | undefined): VariantFormat {
  return accept?.includes('image/webp') ? 'webp' : 'jpeg';
}
