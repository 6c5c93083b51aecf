import { sharpOf } from '../media/load-sharp.ts';

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']);

export type AvatarResult =
  | { ok: true; image: Buffer; contentType: 'image/webp' }
  | { ok: false; reason: 'INVALID_IMAGE' | 'IMAGE_TOO_LARGE' };

/**
 * A square WebP thumbnail of an uploaded picture, turned upright from its EXIF orientation and without
 * its metadata (no location leaks). Anything sharp cannot read as one of the accepted formats is refused.
 */
export async function makeAvatarThumbnail(upload: Buffer): Promise<AvatarResult> {
  if (upload.length > MAX_AVATAR_BYTES) return { ok: false, reason: 'IMAGE_TOO_LARGE' };
  try {
    const source = await sharpOf(upload, { limitInputPixels: 50_000_000, failOn: 'error' });
    const { format } = await source.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, reason: 'INVALID_IMAGE' };
    const image = await source
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, image, contentType: 'image/webp' };
  } catch {
    return { ok: false, reason: 'INVALID_IMAGE' };
  }
}
