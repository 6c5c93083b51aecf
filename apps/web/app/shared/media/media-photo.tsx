import { IMAGE_SIZES, variantDimensions } from '@kalendo/contracts/media';
import type { ImgHTMLAttributes, Ref } from 'react';
import { apiLinks } from '../../lib/api-links.ts';

export interface MediaRefLike {
  id: string;
  width: number;
  height: number;
  alt: string;
}

/** A raster variant of a stored photo with its long edge at `size` (the endpoint rounds up, SPEC §9). */
export function mediaUrl(id: string, size = 780): string {
  return apiLinks.mediaImage(id, size);
}

/** Every rendered variant with its real width, so the browser picks by layout width and pixel ratio. */
export function mediaSrcSet(photo: MediaRefLike): string {
  return IMAGE_SIZES.map(
    (size) => `${mediaUrl(photo.id, size)} ${variantDimensions(photo.width, photo.height, size).width}w`,
  ).join(', ');
}

/**
 * A stored photo with its intrinsic size (no layout shift), responsive variants and alternative text;
 * lazy unless `eager`. `sizes` says how wide it is drawn (default: a card of the place grids).
 */
export function MediaPhoto({
  photo,
  eager = false,
  alt,
  sizes = '(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw',
  className = 'h-full w-full object-cover',
  ...rest
}: { photo: MediaRefLike; eager?: boolean; ref?: Ref<HTMLImageElement> } & Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet'
>) {
  return (
    <img
      src={mediaUrl(photo.id)}
      srcSet={mediaSrcSet(photo)}
      sizes={sizes}
      alt={alt ?? photo.alt}
      width={photo.width}
      height={photo.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={className}
      {...rest}
    />
  );
}
