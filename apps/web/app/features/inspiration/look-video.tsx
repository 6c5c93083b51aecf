import type { InspirationLookDto } from '@kalendo/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { apiLinks } from '../../lib/api-links.ts';
import { mediaUrl } from '../../shared/media/media-photo.tsx';
import { useInView } from './use-in-view.ts';

// The player's code is a chunk of its own, fetched only for a video on screen (SPEC §1: lazily loaded).
const VideoPlayer = lazy(() => import('./video-player.tsx'));

type VideoLook = Pick<InspirationLookDto, 'id' | 'width' | 'height' | 'alt' | 'captionLanguages'>;

const prefersReducedMotion = () =>
  typeof matchMedia !== 'undefined' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A plain `<video>`: poster first, nothing of the clip fetched before play; works without JavaScript. */
export function PlainVideo({
  look,
  locale,
  onPlay,
  className,
}: {
  look: VideoLook;
  locale: string;
  onPlay?: () => void;
  className: string;
}) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: the track is there when the look has captions in any language.
    <video
      controls
      preload="none"
      playsInline
      poster={mediaUrl(look.id)}
      width={look.width}
      height={look.height}
      aria-label={look.alt}
      onPlay={onPlay}
      className={className}
    >
      <source src={apiLinks.mediaVideo(look.id)} type="video/mp4" />
      {look.captionLanguages.map((lang) => (
        <track
          key={lang}
          kind="captions"
          srcLang={lang}
          src={apiLinks.mediaCaptions(look.id, lang)}
          default={lang === locale || look.captionLanguages.length === 1}
        />
      ))}
    </video>
  );
}

/**
 * A video look in place: the plain video until the player is wanted — when the visitor presses play, or
 * when it scrolls into view (then muted, and not with reduced motion); never with sound on its own.
 */
export function LookVideo({
  look,
  locale,
  className,
}: {
  look: VideoLook;
  locale: string;
  className: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  const [wanted, setWanted] = useState<'pressed' | 'in-view' | null>(null);
  useEffect(() => {
    if (inView && wanted === null && !prefersReducedMotion()) setWanted('in-view');
  }, [inView, wanted]);
  const plain = (
    <PlainVideo look={look} locale={locale} className={className} onPlay={() => setWanted('pressed')} />
  );
  return (
    <div ref={box} className="h-full w-full" data-video-look={look.id}>
      {wanted === null ? (
        plain
      ) : (
        <Suspense fallback={plain}>
          <VideoPlayer look={look} locale={locale} className={className} start={wanted} onScreen={inView} />
        </Suspense>
      )}
    </div>
  );
}
