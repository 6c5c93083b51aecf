import type { InspirationServiceDto } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDuration } from '../../shared/format/format-schedule.ts';

/**
 * What a service type costs and takes (in the chosen city): a sentence of how many places do it, the
 * typical price range and length, and the best rated of those places with their price.
 */
export function ServiceOfferSummary({ offer, locale }: { offer: InspirationServiceDto; locale: string }) {
  const { t } = useTranslation();
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const range = offer.priceRange;
  const price =
    range &&
    (range.lowMinor === range.highMinor
      ? money(range.lowMinor, range.currency)
      : t('lookBook.priceRange', {
          low: money(range.lowMinor, range.currency),
          high: money(range.highMinor, range.currency),
        }));
  const duration = formatDuration(
    offer.medianDurationMinutes ?? offer.service.typicalDurationMinutes,
    locale,
  );
  return (
    <section aria-labelledby="offer-heading" className="rounded-2xl bg-slate-50 p-4">
      <h2 id="offer-heading" className="sr-only">
        {t('lookBook.offerHeading')}
      </h2>
      <p className="text-slate-800">
        {t('lookBook.serviceSummary', { count: offer.placeCount, service: offer.service.name })}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">{t('lookBook.typicalPrice')}</dt>
          <dd className="font-semibold">{price ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('lookBook.typicalDuration')}</dt>
          <dd className="font-semibold">{duration}</dd>
        </div>
      </dl>
      {offer.places.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold">{t('lookBook.placesOffering')}</h3>
          <ul className="mt-2 flex flex-col divide-y divide-slate-200">
            {offer.places.map((place) => (
              <li key={place.slug} className="flex items-baseline justify-between gap-3 py-2 text-sm">
                <Link
                  to={`/${locale}/location/${place.slug}`}
                  className="min-w-0 font-medium text-cyan-800 underline"
                >
                  {place.name}
                  <span className="font-normal text-slate-600">, {place.city}</span>
                </Link>
                <span className="shrink-0 text-slate-700">
                  {t('home.priceFrom', { price: money(place.priceMinor, place.currency) })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
