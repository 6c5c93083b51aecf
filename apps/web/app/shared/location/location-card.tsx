import type { LocationSummaryDto } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { formatDistanceKm } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWidgetPath } from '../../lib/widget-path.ts';
import { formatInstant } from '../format/format-schedule.ts';
import { BusinessLogo } from '../media/business-logo.tsx';
import { MediaPhoto } from '../media/media-photo.tsx';
import { RatingSummary } from './rating-summary.tsx';

/** A place as a card; search results add the distance and the next free time (in the place's zone). */
export function LocationCard({
  location,
  eager,
  distanceKm,
  nextFreeSlot,
}: {
  location: LocationSummaryDto;
  eager: boolean;
  distanceKm?: number | null;
  nextFreeSlot?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const inWidget = useWidgetPath();
  const distance = distanceKm == null ? null : formatDistanceKm(locale, distanceKm);
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-[3/2] bg-slate-100">
        {location.photo && (
          <MediaPhoto
            photo={location.photo}
            alt={t('location.photoAlt', { name: location.name })}
            eager={eager}
          />
        )}
        {/* The business's logo on the photo's corner (ADR 051); a card without one shows just the photo. */}
        {location.businessLogo && (
          <BusinessLogo
            logo={location.businessLogo}
            name={location.businessName}
            alt={t('business.logoAlt', { name: location.businessName })}
            className="absolute bottom-2 left-2 size-11 rounded-lg bg-white shadow-sm"
            sizes="2.75rem"
            eager={eager}
          />
        )}
      </div>
      <div className="flex flex-col gap-1 p-4">
        <h3 className="text-base font-semibold leading-snug">
          {/* The whole card is the link's click target; the name is its accessible text. */}
          <Link
            to={inWidget(`/${locale}/location/${location.slug}`) ?? ''}
            className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800"
          >
            {location.name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {location.addressLine}, {location.city}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 text-sm">
          <RatingSummary rating={location.rating} />
          {location.priceFrom && (
            <span className="text-slate-700">
              {t('home.priceFrom', {
                price: formatMoney(location.priceFrom.amountMinor, location.priceFrom.currency, locale),
              })}
            </span>
          )}
          {distance && <span className="text-slate-700">{t('search.distanceAway', { distance })}</span>}
        </p>
        {nextFreeSlot && (
          <p className="text-sm font-medium text-brand-800">
            {t('search.nextFree', { time: formatInstant(nextFreeSlot, location.timeZone, locale) })}
          </p>
        )}
      </div>
    </article>
  );
}
