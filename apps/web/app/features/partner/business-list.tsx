import type { PartnerBusiness } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublishedBadge } from './published-badge.tsx';

/** The user's businesses: name, published or draft, their role; each opens its set-up. */
export function BusinessList({
  businesses,
  locale,
}: {
  businesses: readonly PartnerBusiness[];
  locale: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-col gap-3">
      {businesses.map((business) => (
        <li key={business.id}>
          <Link
            to={`/${locale}/partner/businesses/${business.id}`}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-700"
          >
            <span className="flex min-w-0 flex-col">
              <span className="truncate text-lg font-semibold">{business.name}</span>
              <span className="text-sm text-slate-600">
                {t(`partner.roles.${business.role}`)}
                {business.places[0] ? ` · ${business.places.map((place) => place.city).join(', ')}` : ''}
              </span>
            </span>
            <PublishedBadge published={business.publishedAt !== null} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
