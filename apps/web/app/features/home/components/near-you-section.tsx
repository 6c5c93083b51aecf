import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LocationGrid } from '../../../shared/location/location-grid.tsx';
import { searchPath } from '../../../shared/search/search-params.ts';
import { NEAR_YOU_RADIUS_KM, type NearYou } from '../api/fetch-home-page.ts';
import { HomeSection } from './home-section.tsx';
import { LocateButton } from './locate-button.tsx';

/** "Near you": the closest places to a shared position, else the best rated in a city; "See all" searches. */
export function NearYouSection({ locale, nearYou }: { locale: string; nearYou: NearYou }) {
  const { t } = useTranslation();
  const { position, citySlug } = nearYou;
  const items = nearYou.status === 'ok' ? nearYou.items : [];
  const city = items[0]?.city;
  const search = position
    ? { ...position, radius: NEAR_YOU_RADIUS_KM, sort: 'distance' }
    : { city: citySlug, sort: 'rating' };
  return (
    <HomeSection
      id="near-you"
      title={t('search.nearYou')}
      intro={position ? t('home.nearYouClosest') : city ? t('home.nearYouInCity', { city }) : undefined}
      action={<LocateButton locale={locale} />}
      failed={nearYou.status === 'failed'}
    >
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('home.nearYouEmpty')}</p>
      ) : (
        <>
          <LocationGrid locations={items} eagerCount={1} />
          <p className="mt-4">
            <Link to={searchPath(locale, search)} className="font-semibold text-brand-800 underline">
              {t('search.browseAll')}
            </Link>
          </p>
        </>
      )}
    </HomeSection>
  );
}
