import { openUpload } from '../media/uploaded-image.ts';

export const AVATAR_SIZE = 256;

export type AvatarResult =
  | { ok: true; image: Buffer; contentType: 'image/webp' }
  | { ok: false; reason: 'INVALID_IMAGE' | 'IMAGE_TOO_LARGE' };

/**
 * A square WebP thumbnail of an uploaded picture (opened and checked by `openUpload`: upright, without its
 * metadata). Anything that is not an accepted picture is refused.
 */
export async function makeAvatarThumbnail(upload: Buffer): Promise<AvatarResult> {
  const opened = await openUpload(upload);
  if (!opened.ok)
    return { ok: false, reason: opened.reason === 'IMAGE_TOO_LARGE' ? opened.reason : 'INVALID_IMAGE' };
  try {
    const image = await opened.image
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, image, contentType: 'image/webp' };
  } catch {
    return { ok: false, reason: 'INVALID_IMAGE' };
  }
}
