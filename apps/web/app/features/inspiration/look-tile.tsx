import type { InspirationLookDto } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InspirationGalleryFilters } from '../../lib/api-calls/discovery-calls.ts';
import { lookPath } from '../../shared/inspiration/look-paths.ts';
import { LookBox, LookPhoto } from '../../shared/inspiration/look-picture.tsx';
import { galleryHref } from './gallery-params.ts';
import { LookVideo } from './look-video.tsx';

/** Widths a tile is drawn at: two columns on a phone, three on a tablet, four on a desktop. */
const TILE_SIZES = '(min-width: 1024px) 16rem, (min-width: 640px) 33vw, 50vw';

/**
 * One look of the gallery: the photo (a link to its view) or the video (playing in place), then the service,
 * the place and "from €X". Memoized: the grid renders again as "Load more" loads and when the router learns
 * new routes after hydration, and a tile whose look is the same need not (issue 16: blocking time).
 */
export const LookTile = memo(function LookTile({
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
  return (
    <li className="mb-3 break-inside-avoid">
      <article className="group">
        {look.kind === 'video' ? (
          <LookBox look={look} className="rounded-2xl">
            <LookVideo look={look} locale={locale} className="relative h-full w-full object-cover" />
            <span className="pointer-events-none absolute left-2 top-2 rounded-full bg-slate-900/75 px-2 py-0.5 text-xs font-medium text-white">
              {t('lookBook.video')}
            </span>
          </LookBox>
        ) : (
          <Link to={href} tabIndex={-1} aria-hidden="true" className="block">
            <LookPhoto look={look} eager={eager} alt="" sizes={TILE_SIZES} className="rounded-2xl" />
          </Link>
        )}
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
});
