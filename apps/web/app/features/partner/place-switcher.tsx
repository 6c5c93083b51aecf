import type { PartnerBusiness } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The business's places (ADR 056): which one the Place and Hours tabs show, each place not public yet marked
 * as such, and, for those who may edit, the way to add another. `page` keeps the tab (`''` or `'/hours'`).
 */
export function PlaceSwitcher({
  places,
  currentId,
  base,
  page,
  canEdit,
}: {
  places: PartnerBusiness['places'];
  currentId: string | undefined;
  base: string;
  page: '' | '/hours';
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  if (places.length < 2 && !canEdit) return null;
  return (
    <nav aria-label={t('partnerPlaces.places')} className="flex flex-col gap-2">
      <h2 className="text-sm font-medium text-slate-700">{t('partnerPlaces.places')}</h2>
      <ul className="flex flex-wrap gap-2">
        {places.map((place) => {
          const current = place.id === currentId;
          return (
            <li key={place.id}>
              <Link
                to={`${base}/places/${place.id}${page}`}
                aria-current={current ? 'true' : undefined}
                className={`inline-flex flex-wrap items-center gap-2 rounded-xl border px-3 py-1.5 text-sm ${current ? 'border-brand-800 bg-slate-100 font-medium' : 'border-slate-300 hover:bg-slate-100'}`}
              >
                <span className="break-words">{place.name}</span>
                {place.publishedAt === null ? (
                  <span className="rounded-full bg-amber-100 px-2 text-xs text-amber-900">
                    {t('partnerPlaces.notPublic')}
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
        {canEdit ? (
          <li>
            <Link
              to={`${base}/places/new`}
              className="inline-block rounded-xl px-3 py-1.5 text-sm font-medium text-brand-800 underline"
            >
              {t('partnerPlaces.add')}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
