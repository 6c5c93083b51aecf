import type { LocationReviewPage } from '@kalendo/contracts';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RatingSummary } from './rating-summary.tsx';

export function Stars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  return (
    <span role="img" aria-label={t('home.rating', { rating })} className="text-amber-600">
      {'★'.repeat(rating)}
      <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

/** A page of reviews, newest first, with a link to the next page (server-rendered, shareable). */
export function ReviewsSection({
  rating,
  page,
  isFirstPage,
  timeZone,
}: {
  rating: { average: number; count: number };
  page: LocationReviewPage;
  isFirstPage: boolean;
  /** The place's zone: dates read the same on the server and in every browser. */
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone });
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="mt-8 scroll-mt-20">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 id="reviews-heading" className="text-xl font-semibold">
          {t('location.reviewsHeading')}
        </h2>
        <span className="text-sm">
          <RatingSummary rating={rating} />
        </span>
      </div>
      {page.items.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('location.noReviewsYet')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {page.items.map((review) => (
            <li key={review.id} className="py-3">
              <p className="flex flex-wrap items-center gap-x-3 text-sm">
                <Stars rating={review.rating} />
                <span className="font-medium text-slate-900">{review.author}</span>
                <time dateTime={review.createdAt} className="text-slate-600">
                  {date.format(new Date(review.createdAt))}
                </time>
              </p>
              {review.text && <p className="mt-1 text-slate-700">{review.text}</p>}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 flex flex-wrap gap-4 text-sm font-medium">
        {!isFirstPage && (
          <Link
            to={`${pathname}#reviews`}
            preventScrollReset
            className="text-brand-800 underline underline-offset-4"
          >
            {t('location.newestReviews')}
          </Link>
        )}
        {page.nextCursor && (
          <Link
            to={`?reviews=${encodeURIComponent(page.nextCursor)}#reviews`}
            preventScrollReset
            className="text-brand-800 underline underline-offset-4"
          >
            {t('location.moreReviews')}
          </Link>
        )}
      </p>
    </section>
  );
}
