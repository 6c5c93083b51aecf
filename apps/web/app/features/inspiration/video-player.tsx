import type { InspirationLookDto } from '@kalendo/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiLinks } from '../../lib/api-links.ts';
import { mediaUrl } from '../../shared/media/media-photo.tsx';

type VideoLook = Pick<InspirationLookDto, 'id' | 'width' | 'height' | 'alt' | 'captionLanguages'>;

/**
 * The Look Book's video player (its own chunk): plays muted and looped while on screen when it came into
 * view, or with sound when the visitor pressed play; pauses off screen; a button to play or pause and one
 * to turn the sound on or off; the captions track of the page's language.
 */
export default function VideoPlayer({
  look,
  locale,
  className,
  start,
  onScreen,
}: {
  look: VideoLook;
  locale: string;
  className: string;
  start: 'pressed' | 'in-view';
  onScreen: boolean;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(start === 'in-view');
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // A browser may refuse to play (no gesture yet): the poster and the play button stay.
    if (onScreen || start === 'pressed') element.play().catch(() => setPlaying(false));
    else element.pause();
  }, [onScreen, start]);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  };
  const button =
    'rounded-full bg-slate-900/75 px-3 py-1.5 text-xs font-medium text-white hover:bg-slate-900 focus-visible:outline-3 focus-visible:outline-white';
  return (
    <div className="relative h-full w-full">
      <video
        ref={video}
        src={apiLinks.mediaVideo(look.id)}
        poster={mediaUrl(look.id)}
        width={look.width}
        height={look.height}
        aria-label={look.alt}
        muted={muted}
        loop
        playsInline
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className={className}
        data-player="ready"
      >
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
      <div className="absolute inset-x-2 bottom-2 flex justify-between gap-2">
        <button type="button" onClick={toggle} className={button}>
          {playing ? t('lookBook.pause') : t('lookBook.play')}
        </button>
        <button type="button" aria-pressed={!muted} onClick={() => setMuted(!muted)} className={button}>
          {t('lookBook.sound')}
        </button>
      </div>
    </div>
  );
}
