import type { ImgHTMLAttributes } from 'react';

export interface MediaRefLike {
  id: string;
  width: number;
  height: number;
  alt: string;
}

/** Where the image of a stored photo is served (generated artwork of the demo data). */
export function mediaUrl(id: string): string {
  return `/api/v1/media/${encodeURIComponent(id)}/artwork.svg`;
}

/** A stored photo with its intrinsic size (no layout shift) and alternative text; lazy unless `eager`. */
export function MediaPhoto({
  photo,
  eager = false,
  alt,
  className = 'h-full w-full object-cover',
  ...rest
}: { photo: MediaRefLike; eager?: boolean } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  return (
    <img
      src={mediaUrl(photo.id)}
      alt={alt ?? photo.alt}
      width={photo.width}
      height={photo.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      {...rest}
    />
  );
}
