import type { CSSProperties, ReactNode } from 'react';
import { MediaPhoto, type MediaRefLike } from '../media/media-photo.tsx';

/** What a look's picture is drawn from: the photo, and while it loads its preview or else its colours. */
export interface PicturedLook extends MediaRefLike {
  tint: [string, string] | null;
  preview: string | null;
}

/**
 * The box a look is drawn in: its own aspect ratio (no layout shift), over a gradient of its colours when
 * it has no preview to draw.
 */
export function lookBoxStyle(look: Pick<PicturedLook, 'width' | 'height' | 'tint' | 'preview'>) {
  return {
    aspectRatio: `${look.width} / ${look.height}`,
    ...(look.tint && !look.preview
      ? { backgroundImage: `linear-gradient(135deg, ${look.tint[0]}, ${look.tint[1]})` }
      : {}),
  };
}

/** The photo's arrival over its preview: a short fade, none with reduced motion. */
const FADE = 'transition duration-300 motion-reduce:transition-none';

/**
 * Where a photo drawn over its preview is, kept on its box (`data-arrival`) rather than in React state:
 * none in the server's HTML (without JavaScript the photo simply draws over its preview); once in the
 * browser `waiting` while it still loads (the photo invisible), then `arrived` — the moment the preview
 * fades out and the photo fades in. No state, so hydrating a page of tiles renders none of them twice
 * (issue 16: the gallery's blocking time); plain descendant selectors of the box (`group/look`).
 */
function watchArrival(image: HTMLImageElement | null) {
  const box = image?.parentElement;
  if (!image || !box) return;
  const arrive = () => {
    box.dataset.arrival = 'arrived';
  };
  if (image.complete) {
    arrive();
    return;
  }
  box.dataset.arrival = 'waiting';
  image.addEventListener('load', arrive, { once: true });
  image.addEventListener('error', arrive, { once: true });
  return () => {
    image.removeEventListener('load', arrive);
    image.removeEventListener('error', arrive);
  };
}

/**
 * A look's box with its tiny preview, blurred, at the box's size: what shows while the photo (or a video's
 * poster) loads, with or without JavaScript; the preview fades out once its photo has arrived.
 */
export function LookBox({
  look,
  className = '',
  style,
  children,
}: {
  look: Pick<PicturedLook, 'width' | 'height' | 'tint' | 'preview'>;
  className?: string;
  /** Added to (and over) the box's own: another aspect ratio, a size, a transform. */
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div
      className={`group/look relative overflow-hidden bg-slate-100 ${className}`}
      style={{ ...lookBoxStyle(look), ...style }}
    >
      {look.preview && (
        <img
          src={look.preview}
          alt=""
          aria-hidden="true"
          data-look-preview=""
          className={`absolute inset-0 h-full w-full scale-110 object-cover blur-lg ${FADE} group-data-[arrival=arrived]/look:opacity-0`}
        />
      )}
      {children}
    </div>
  );
}

/**
 * A look's photo over its blurred preview (the Look Book's tiles, the home page's row, the lightbox): the
 * photo fades in when it arrives, at once with reduced motion, and without JavaScript simply draws over
 * the preview. The box keeps the photo's shape (or `style`'s), so nothing moves when it comes.
 */
export function LookPhoto({
  look,
  eager = false,
  alt,
  sizes,
  className,
  style,
  photoClassName = '',
  photoData,
  draggable,
}: {
  look: PicturedLook;
  eager?: boolean;
  alt?: string;
  sizes: string;
  /** The box's classes (rounded corners, a size). */
  className?: string;
  style?: CSSProperties;
  /** Added to the photo's own (a hover effect). */
  photoClassName?: string;
  /** `data-*` attributes of the photo (the lightbox's zoom and turn, for tests and styles). */
  photoData?: Record<`data-${string}`, string | number>;
  draggable?: boolean;
}) {
  return (
    <LookBox look={look} className={className} style={style}>
      <MediaPhoto
        photo={look}
        eager={eager}
        alt={alt}
        sizes={sizes}
        ref={watchArrival}
        draggable={draggable}
        className={`relative h-full w-full object-cover ${FADE} group-data-[arrival=waiting]/look:opacity-0 ${photoClassName}`}
        {...photoData}
      />
    </LookBox>
  );
}
