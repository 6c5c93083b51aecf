/** Long-edge sizes the image endpoint renders: 390 px (SPEC §9 minimum) times the usual pixel ratios. */
export const IMAGE_SIZES = [390, 585, 780, 1170, 1560] as const;

export type ImageSize = (typeof IMAGE_SIZES)[number];

/**
 * SPEC §9: an image is requested at the larger of its displayed width and height (at least 390) times a
 * multiplier (the device pixel ratio), rounded up to a size the endpoint renders, so variants stay few
 * and cacheable. Anything past the largest gets the largest.
 */
export function imageSizeFor(width: number, height: number, multiplier = 1): ImageSize {
  const wanted = Math.max(width, height, 390) * Math.max(1, multiplier);
  return IMAGE_SIZES.find((size) => size >= wanted) ?? IMAGE_SIZES[IMAGE_SIZES.length - 1] ?? 1560;
}

/** The rendered width and height of a `size` long-edge variant of a `width` × `height` picture. */
export function variantDimensions(
  width: number,
  height: number,
  size: number,
): { width: number; height: number } {
  const scale = size / Math.max(width, height, 1);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The picture of a shared link (Open Graph, Twitter card): 1200 × 630 (1.91 : 1), filled and cropped. A
 * named variant of its own, apart from the long-edge sizes above.
 */
export const OG_IMAGE = { width: 1200, height: 630 } as const;
