import { variantDimensions } from '@kalendo/contracts/media';
import { sharpOf } from './load-sharp.ts';
import { type ArtworkSpec, renderArtworkSvg } from './render-artwork.ts';
import { createRenderQueue, RenderQueueFullError, type RenderQueueOptions } from './render-queue.ts';

/** The preview's long edge: drawn blurred under the photo, it needs no more detail than this. */
export const PREVIEW_SIZE = 16;
/** Previews kept (about 200 bytes each): every look of a large gallery in a few megabytes. */
const MAX_CACHED = 20_000;
/** Two renders at once (as the image endpoint's), and a long page of them waiting; more go without. */
const PREVIEW_QUEUE: RenderQueueOptions = { concurrency: 2, maxQueued: 48 };

/**
 * A tiny version of a picture (long edge `PREVIEW_SIZE` px, WebP, ~140 bytes) as a data URI: the blur-up
 * placeholder a gallery tile draws while the photo loads, small enough to travel in the gallery's answer.
 * Drawn at 4× and scaled down, so it keeps the picture's colours rather than a few sampled pixels.
 */
export async function renderPreview(spec: ArtworkSpec): Promise<string> {
  const { width, height } = variantDimensions(spec.width, spec.height, PREVIEW_SIZE);
  const image = await (
    await sharpOf(Buffer.from(renderArtworkSvg(spec)), {
      density: (72 * PREVIEW_SIZE * 4) / Math.max(spec.width, spec.height, 1),
    })
  )
    .resize(width, height, { fit: 'fill' })
    .webp({ quality: 40, smartSubsample: true })
    .toBuffer();
  return `data:image/webp;base64,${image.toString('base64')}`;
}

/** A full queue is no preview this time; any other failure is a fault, and surfaces. */
function unlessQueueFull(error: unknown): null {
  if (error instanceof RenderQueueFullError) return null;
  throw error;
}

interface PreviewedLook {
  id: string;
  width: number;
  height: number;
  alt: string;
  tint: [string, string] | null;
  motif: string | null;
}

/**
 * Previews of looks, each rendered on first ask (about 2 ms) and then kept, oldest out first: a picture
 * never changes for its id, size, palette and motif, so this is cheaper than storing one with every writer
 * of media. Pictures without artwork (uploads) have none; nor, this once, has a look whose render found
 * the queue full (its tile shows its colours' gradient instead).
 */
export function createLookPreviews(options: RenderQueueOptions = PREVIEW_QUEUE) {
  const queue = createRenderQueue(options);
  const cache = new Map<string, string>();
  return {
    async of(look: PreviewedLook): Promise<string | null> {
      if (!look.tint || !look.motif) return null;
      const key = `${look.id}:${look.width}x${look.height}:${look.tint.join(',')}:${look.motif}`;
      const found = cache.get(key);
      if (found) return found;
      const spec: ArtworkSpec = { ...look, palette: look.tint, motif: look.motif };
      const preview = await queue.run(key, () => renderPreview(spec)).catch(unlessQueueFull);
      if (!preview) return null;
      cache.set(key, preview);
      if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value as string);
      return preview;
    },
  };
}
