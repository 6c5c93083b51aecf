import { MAX_IMAGE_UPLOAD_BYTES } from '@kalendo/contracts/media';
import type { Sharp } from 'sharp';
import { sharpOf } from './load-sharp.ts';

/** Formats an upload may be in, as sharp reads them from the bytes (the client's content type is ignored). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']);
/** Pixels decoded at most (a "decompression bomb" stops here, before any memory is spent on it). */
const MAX_INPUT_PIXELS = 50_000_000;

export type UploadRefusal =
  | { ok: false; reason: 'INVALID_IMAGE' | 'IMAGE_TOO_LARGE' }
  | { ok: false; reason: 'IMAGE_TOO_SMALL'; minEdge: number };

/**
 * An uploaded picture, opened: its format sniffed by sharp from the bytes, turned upright from its EXIF
 * orientation; anything re-encoded from `image` carries no metadata (no location leaks). Refused: more than
 * `MAX_IMAGE_UPLOAD_BYTES`, anything sharp cannot read as an accepted format (or over the pixel bound), and a
 * picture whose shorter side is under `minEdge`.
 */
export async function openUpload(
  upload: Buffer,
  minEdge = 1,
): Promise<{ ok: true; image: Sharp } | UploadRefusal> {
  if (upload.length > MAX_IMAGE_UPLOAD_BYTES) return { ok: false, reason: 'IMAGE_TOO_LARGE' };
  try {
    const source = await sharpOf(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format, width, height } = await source.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format) || !width || !height)
      return { ok: false, reason: 'INVALID_IMAGE' };
    if (Math.min(width, height) < minEdge) return { ok: false, reason: 'IMAGE_TOO_SMALL', minEdge };
    return { ok: true, image: source.rotate() };
  } catch {
    return { ok: false, reason: 'INVALID_IMAGE' };
  }
}
