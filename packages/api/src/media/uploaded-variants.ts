import {
  APP_ICON_SIZES,
  appIconVariant,
  UPLOADED_IMAGE_RULES,
  UPLOADED_SIZES,
  type UploadedImageKind,
} from '@kalendo/contracts/media';
import { sharpOf } from './load-sharp.ts';
import { openUpload, type UploadRefusal } from './uploaded-image.ts';

export interface StoredVariant {
  variant: string;
  contentType: 'image/webp' | 'image/jpeg' | 'image/png';
  image: Buffer;
}

export interface UploadedImage {
  width: number;
  height: number;
  files: StoredVariant[];
}

/** A maskable icon keeps its picture inside the middle 80 % (the safe zone every mask shape leaves). */
const MASKABLE_SAFE_ZONE = 0.8;
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * The fixed variants of an uploaded picture of `kind` (ADR 051). The upload is decoded once into a square of
 * the kind's edge (the whole picture on transparency for a logo or icon, cropped around what draws the eye
 * for a photo); each variant is encoded from that square: WebP (with transparency) and JPEG (on white) at
 * each stored size, and for an app icon PNGs at the manifest's sizes, `any` and `maskable` (the picture in
 * the safe zone, its edge pixels carried out to the border, on white).
 */
export async function renderUploadedImage(
  upload: Buffer,
  kind: UploadedImageKind,
): Promise<{ ok: true; image: UploadedImage } | UploadRefusal> {
  const rule = UPLOADED_IMAGE_RULES[kind];
  const opened = await openUpload(upload, rule.minEdge);
  if (!opened.ok) return opened;
  let square: { data: Buffer; info: { width: number; height: number; channels: number } };
  try {
    square = await opened.image
      .resize(rule.edge, rule.edge, {
        fit: rule.fit,
        position: rule.fit === 'cover' ? 'attention' : 'centre',
        background: TRANSPARENT,
      })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, reason: 'INVALID_IMAGE' };
  }
  const raw = { width: square.info.width, height: square.info.height, channels: 4 as const };
  const fromSquare = () => sharpOf(square.data, { raw });
  const files: StoredVariant[] = [];
  for (const size of UPLOADED_SIZES.filter((candidate) => candidate <= rule.edge)) {
    const resized = async () => (await fromSquare()).resize(size, size);
    files.push(
      {
        variant: `webp-${size}`,
        contentType: 'image/webp',
        image: await (await resized()).webp({ quality: 82, alphaQuality: 90 }).toBuffer(),
      },
      {
        variant: `jpeg-${size}`,
        contentType: 'image/jpeg',
        image: await (await resized())
          .flatten({ background: WHITE })
          .jpeg({ quality: 82, mozjpeg: true })
          .toBuffer(),
      },
    );
  }
  if (rule.icons)
    for (const size of APP_ICON_SIZES) {
      files.push({
        variant: appIconVariant(size, 'any'),
        contentType: 'image/png',
        image: await (await fromSquare()).resize(size, size).png({ compressionLevel: 9 }).toBuffer(),
      });
      const inner = Math.round(size * MASKABLE_SAFE_ZONE);
      const before = Math.floor((size - inner) / 2);
      const after = size - inner - before;
      // Extending needs the resized picture first: sharp applies `extend` after `resize` in one pipeline.
      const innerPicture = await (await fromSquare()).resize(inner, inner).raw().toBuffer();
      files.push({
        variant: appIconVariant(size, 'maskable'),
        contentType: 'image/png',
        image: await (await sharpOf(innerPicture, { raw: { width: inner, height: inner, channels: 4 } }))
          .extend({ top: before, bottom: after, left: before, right: after, extendWith: 'copy' })
          .flatten({ background: WHITE })
          .png({ compressionLevel: 9 })
          .toBuffer(),
      });
    }
  return { ok: true, image: { width: rule.edge, height: rule.edge, files } };
}
