import type { InspirationLookDto } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InspirationGalleryFilters } from '../../platform/api-client.ts';
import { MediaPhoto } from '../media/media-photo.tsx';
import { galleryHref } from './gallery-params.ts';
import { lookPath } from './look-paths.ts';
import { LookVideo } from './look-video.tsx';
import { useImageArrival } from './use-image-arrival.ts';

/**
 * The box a look is drawn in: its own aspect ratio (no layout shift), over a gradient of its colours when
 * it has no preview to draw.
 */
export function lookBoxStyle(look: Pick<InspirationLookDto, 'width' | 'height' | 'tint' | 'preview'>) {
  return {
    aspectRatio: `${look.width} / ${look.height}`,
    ...(look.tint && !look.preview
      ? { backgroundImage: `linear-gradient(135deg, ${look.tint[0]}, ${look.tint[1]})` }
      : {}),
  };
}

/** The photo's arrival over its preview: a short fade, none with reduced motion. */
const FADE = 'transition-opacity duration-300 motion-reduce:transition-none';

/**
 * The look's tiny preview, blurred, under the photo at the box's size: what shows while the photo loads
 * (with or without JavaScript); it fades out once the photo is there.
 */
function LookPreview({ src, hidden }: { src: string; hidden: boolean }) {
  return (
    <img
      src={src}
      alt=""
      aria-hidden="true"
      data-look-preview=""
      className={`absolute inset-0 h-full w-full scale-110 object-cover blur-lg ${FADE} ${hidden ? 'opacity-0' : ''}`}
    />
  );
}

/** Widths a tile is drawn at: two columns on a phone, three on a tablet, four on a desktop. */
const TILE_SIZES = '(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw';

/**
 * One look of the gallery: the photo (a link to its view) or the video (playing in place), then the service,
 * the place and "from €X".
 */
export function LookTile({
  look,
  locale,
  eager,
  within,
}: {
  look: InspirationLookDto;
  locale: string;
  eager: boolean;
  /** The gallery's filters, carried to the view for its previous and next. */
  within: InspirationGalleryFilters;
}) {
  const { t } = useTranslation();
  const href = galleryHref(lookPath(locale, look.id), within);
  const price = look.offer && formatMoney(look.offer.priceMinor, look.offer.currency, locale);
  const arrival = useImageArrival();
  const media = 'relative h-full w-full object-cover';
  return (
    <li className="mb-3 break-inside-avoid">
      <article className="group">
        <div className="relative overflow-hidden rounded-2xl bg-slate-100" style={lookBoxStyle(look)}>
          {look.preview && (
            <LookPreview src={look.preview} hidden={look.kind === 'photo' && arrival.state === 'arrived'} />
          )}
          {look.kind === 'video' ? (
            <LookVideo look={look} locale={locale} className={media} />
          ) : (
            <Link to={href} tabIndex={-1} aria-hidden="true">
              <MediaPhoto
                photo={look}
                eager={eager}
                alt=""
                sizes={TILE_SIZES}
                ref={arrival.ref}
                onLoad={arrival.onLoad}
                onError={arrival.onError}
                className={`${media} ${FADE} ${arrival.state === 'waiting' ? 'opacity-0' : 'opacity-100'}`}
              />
            </Link>
          )}
          {look.kind === 'video' && (
            <span className="pointer-events-none absolute left-2 top-2 rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
              {t('lookBook.video')}
            </span>
          )}
        </div>
        <h2 className="mt-2 text-sm font-semibold leading-snug">
          <Link to={href} className="hover:text-brand-800 hover:underline">
            {look.service.name}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">{look.location.name}</p>
        {price && <p className="text-sm font-medium text-slate-800">{t('home.priceFrom', { price })}</p>}
      </article>
    </li>
  );
}
