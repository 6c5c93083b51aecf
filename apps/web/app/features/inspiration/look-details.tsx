import type { InspirationLookDetailDto } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { formatDistanceKm } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatInstant } from '../../shared/format/format-schedule.ts';
import { bookLookPath } from '../../shared/inspiration/look-paths.ts';
import { FavouriteButton } from '../../shared/location/favourite-button.tsx';
import { RatingSummary } from '../../shared/location/rating-summary.tsx';
import { ShareButton } from '../../shared/location/share-button.tsx';

/**
 * Beside the lightbox: the service, the place (city, distance from the gallery's 'near me', rating), who did it, the next free times (each a link
 * to the booking page with that time chosen), "Book this look", save the place and share.
 */
export function LookDetails({
  look,
  locale,
  favourite,
  title,
}: {
  look: InspirationLookDetailDto;
  locale: string;
  favourite: boolean;
  title: string;
}) {
  const { t } = useTranslation();
  const book = bookLookPath(locale, look);
  const price = look.offer && formatMoney(look.offer.priceMinor, look.offer.currency, locale);
  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm font-medium text-brand-800">
          <Link to={`/${locale}/inspiration/${look.service.slug}`} className="hover:underline">
            {look.service.name}
          </Link>
        </p>
        <h1 className="mt-1 text-2xl font-bold leading-tight">{title}</h1>
        <p className="mt-2 text-slate-700">
          <Link
            to={`/${locale}/location/${look.location.slug}`}
            className="font-medium text-cyan-800 underline"
          >
            {look.location.name}
          </Link>
          {' · '}
          {look.location.city}
          {look.distanceKm !== null && (
            <>
              {' · '}
              {t('search.distanceAway', { distance: formatDistanceKm(locale, look.distanceKm) })}
            </>
          )}
        </p>
        <p className="mt-1 text-sm">
          <RatingSummary
            rating={{ average: look.location.ratingAverage, count: look.location.ratingCount }}
          />
        </p>
        {look.staff && (
          <p className="mt-1 text-sm text-slate-700">{t('lookBook.doneBy', { name: look.staff.name })}</p>
        )}
        {price && <p className="mt-1 text-sm font-medium">{t('home.priceFrom', { price })}</p>}
      </div>
      {book && (
        <section aria-labelledby="free-times" className="flex flex-col gap-3">
          <h2 id="free-times" className="text-lg font-semibold">
            {t('lookBook.nextFreeTimes')}
          </h2>
          {look.nextFreeStarts.length === 0 ? (
            <p className="text-slate-600">{t('lookBook.noFreeTimes')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {look.nextFreeStarts.map((slot) => (
                <li key={slot.start}>
                  <Link
                    to={bookLookPath(locale, look, slot) ?? book}
                    className="inline-flex min-h-11 items-center rounded-lg border border-brand-800 px-3 text-sm font-medium text-brand-800 tabular-nums hover:bg-cyan-50"
                  >
                    {formatInstant(slot.start, look.location.timeZone, locale)}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Link
            to={book}
            className="inline-flex min-h-11 items-center justify-center self-start rounded-full bg-brand-800 px-6 py-2.5 font-medium text-white hover:bg-brand-700"
          >
            {t('lookBook.bookThisLook')}
          </Link>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <FavouriteButton locationId={look.location.id} favourite={favourite} />
        <ShareButton title={title} />
      </div>
    </div>
  );
}
