import { variantDimensions } from '@kalendo/domain';
import sharp from 'sharp';
import { type ArtworkSpec, renderArtworkSvg } from './render-artwork.ts';

export type VariantFormat = 'webp' | 'jpeg';

const MAX_CACHED = 400;
const cache = new Map<string, Buffer>();

/**
 * A raster variant of a picture with its long edge at `size` (WebP, or JPEG for clients without WebP),
 * kept in a small in-process cache (oldest out first); browsers and CDNs keep it for a year.
 */
export async function renderVariant(spec: ArtworkSpec, size: number, format: VariantFormat): Promise<Buffer> {
  const key = `${spec.id}:${size}:${format}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { width, height } = variantDimensions(spec.width, spec.height, size);
  const pipeline = sharp(Buffer.from(renderArtworkSvg(spec)), {
    density: 72 * (size / Math.max(spec.width, spec.height)),
  }).resize(width, height, { fit: 'fill' });
  const image = await (format === 'webp'
    ? pipeline.webp({ quality: 80 })
    : pipeline.jpeg({ quality: 82, mozjpeg: true })
  ).toBuffer();
  cache.set(key, image);
  if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
  return image;
}

/** WebP when the client says it takes it (every current browser does), else JPEG. */
export function negotiateFormat(accept: string | undefined): VariantFormat {
  return accept?.includes('image/webp') ? 'webp' : 'jpeg';
}
