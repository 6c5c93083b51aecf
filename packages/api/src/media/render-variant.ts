import { OG_IMAGE, variantDimensions } from '@kalendo/contracts/media';
import { sharpOf } from './load-sharp.ts';
import { type ArtworkSpec, renderArtworkSvg } from './render-artwork.ts';
import { createRenderQueue, type RenderQueueOptions } from './render-queue.ts';

export type VariantFormat = 'webp' | 'jpeg';

const MAX_CACHED = 400;
/** Two renders at once leave libuv's other threads (default 4) to the database, files and crypto. */
export const DEFAULT_RENDER_QUEUE: RenderQueueOptions = { concurrency: 2, maxQueued: 32 };

/**
 * Raster variants of pictures, rendered off the event loop (sharp's threads) through a bounded queue
 * (`RenderQueueFullError` when full), each kept in a small cache (oldest out first); browsers and CDNs
 * keep them a year.
 */
export function createVariantRenderer(options: RenderQueueOptions = DEFAULT_RENDER_QUEUE) {
  const queue = createRenderQueue(options);
  const cache = new Map<string, Buffer>();
  async function cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const found = cache.get(key);
    if (found) return found;
    const image = await queue.run(key, render);
    cache.set(key, image);
    if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
    return image;
  }
  return {
    /** The picture with its long edge at `size` (WebP, or JPEG for clients without WebP). */
    variant(spec: ArtworkSpec, size: number, format: VariantFormat): Promise<Buffer> {
      return cached(`${spec.id}:${size}:${format}`, async () => {
        const { width, height } = variantDimensions(spec.width, spec.height, size);
        const source = await sharpOf(Buffer.from(renderArtworkSvg(spec)), {
          density: 72 * (size / Math.max(spec.width, spec.height)),
        });
        const pipeline = source.resize(width, height, { fit: 'fill' });
        return (
          format === 'webp' ? pipeline.webp({ quality: 80 }) : pipeline.jpeg({ quality: 82, mozjpeg: true })
        ).toBuffer();
      });
    },
    /**
     * The `og` variant: a link preview (Open Graph, Twitter card) at 1200 × 630, scaled to cover and cropped
     * at the centre; JPEG, which every crawler reads.
     */
    og(spec: ArtworkSpec): Promise<Buffer> {
      return cached(`${spec.id}:og`, async () => {
        const scale = Math.max(OG_IMAGE.width / spec.width, OG_IMAGE.height / spec.height);
        return (await sharpOf(Buffer.from(renderArtworkSvg(spec)), { density: 72 * scale }))
          .resize(OG_IMAGE.width, OG_IMAGE.height, { fit: 'cover', position: 'centre' })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer();
      });
    },
    stats: queue.stats,
  };
}

/** WebP when the client says it takes it (every current browser does), else JPEG. */
export function negotiateFormat(accept: string | undefined): VariantFormat {
  return accept?.includes('image/webp') ? 'webp' : 'jpeg';
}
