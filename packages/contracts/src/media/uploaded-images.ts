/**
 * Pictures a partner uploads (ADR 051): the business's logo, its private app's icon and a staff member's
 * photo. The server decodes each one, refuses what is not a picture, too large or too small, and stores fixed
 * variants of it (no original, no metadata): a square at each of `UPLOADED_SIZES` up to its own edge, WebP
 * and JPEG, and for the app's icon the PNGs a web app manifest names.
 */
export const MAX_IMAGE_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Square edges of the stored raster variants. */
export const UPLOADED_SIZES = [390, 780] as const;

/** The app icon's PNG edges (the manifest's `any` and `maskable` icons). */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

export type UploadedImageKind = 'logo' | 'app-icon' | 'staff-photo';

export interface UploadedImageRule {
  /** The stored square's edge (its largest variant). */
  edge: (typeof UPLOADED_SIZES)[number];
  /** `contain`: the whole picture on a transparent square (a logo is never cropped); `cover`: cropped. */
  fit: 'contain' | 'cover';
  /** The shorter side of the upload must be at least this many pixels (a larger one would be blurred). */
  minEdge: number;
  /** Whether the manifest's PNG icons are made too. */
  icons: boolean;
}

export const UPLOADED_IMAGE_RULES: Record<UploadedImageKind, UploadedImageRule> = {
  logo: { edge: 780, fit: 'contain', minEdge: 128, icons: false },
  'app-icon': { edge: 780, fit: 'contain', minEdge: 192, icons: true },
  'staff-photo': { edge: 390, fit: 'cover', minEdge: 96, icons: false },
};

/**
 * The stored variant that answers a request for a `size` long edge of a square of `edge`: the smallest stored
 * size at least as large, else the largest there is (never upscaled on the way out).
 */
export function uploadedVariantFor(edge: number, size: number, format: 'webp' | 'jpeg'): string {
  const stored = UPLOADED_SIZES.filter((candidate) => candidate <= edge);
  const chosen = stored.find((candidate) => candidate >= size) ?? stored.at(-1) ?? UPLOADED_SIZES[0];
  return `${format}-${chosen}`;
}

/** The stored PNG of the app icon for a manifest entry. */
export const appIconVariant = (size: AppIconSize, purpose: 'any' | 'maskable') =>
  `${purpose === 'any' ? 'png' : 'maskable'}-${size}`;
