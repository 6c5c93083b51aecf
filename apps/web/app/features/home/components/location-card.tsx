import type { LocationSummaryDto } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { useTranslation } from 'react-i18next';

export function LocationCard({ location, eager }: { location: LocationSummaryDto; eager: boolean }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const rating = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-[3/2] bg-slate-100">
        {location.photo && (
          <img
            src={`/api/v1/media/${location.photo.id}/artwork.svg`}
            alt={location.photo.alt}
            width={location.photo.width}
            height={location.photo.height}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-col gap-1 p-4">
        <h3 className="text-base font-semibold leading-snug">{location.name}</h3>
        <p className="text-sm text-slate-600">
          {location.addressLine}, {location.city}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 text-sm">
          {location.rating.count > 0 ? (
            <span>
              <span aria-hidden="true" className="text-amber-600">
                ★{' '}
              </span>
              <span className="sr-only">
                {t('home.rating', { rating: rating.format(location.rating.average) })}
              </span>
              <span aria-hidden="true" className="font-medium">
                {rating.format(location.rating.average)}
              </span>{' '}
              <span className="text-slate-600">({t('home.reviews', { count: location.rating.count })})</span>
            </span>
          ) : (
            <span className="font-medium text-brand-800">{t('home.noReviews')}</span>
          )}
          {location.priceFrom && (
            <span className="text-slate-700">
              {t('home.priceFrom', {
                price: formatMoney(location.priceFrom.amountMinor, location.priceFrom.currency, locale),
              })}
            </span>
          )}
        </p>
      </div>
    </article>
  );
}
