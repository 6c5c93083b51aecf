import { numberFormat } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';

/** "★ 4.8 (12 reviews)", read out as "Rated 4.8 out of 5", or "New" for a place without reviews. */
export function RatingSummary({ rating }: { rating: { average: number; count: number } }) {
  const { t, i18n } = useTranslation();
  if (rating.count === 0) return <span className="font-medium text-brand-800">{t('home.noReviews')}</span>;
  const average = numberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating.average);
  return (
    <span>
      <span aria-hidden="true" className="text-amber-600">
        ★{' '}
      </span>
      <span className="sr-only">{t('home.rating', { rating: average })}</span>
      <span aria-hidden="true" className="font-medium">
        {average}
      </span>{' '}
      <span className="text-slate-600">({t('home.reviews', { count: rating.count })})</span>
    </span>
  );
}
