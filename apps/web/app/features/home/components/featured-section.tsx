import type { LocationSummaryDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { LocationGrid } from '../../../shared/location/location-grid.tsx';
import { HomeSection } from './home-section.tsx';

/** The best-rated places everywhere (below "Near you", so their photos load lazily). */
export function FeaturedSection({ featured }: { featured: LocationSummaryDto[] }) {
  const { t } = useTranslation();
  return (
    <HomeSection id="featured" title={t('home.featuredHeading')}>
      {featured.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('home.emptyFeatured')}</p>
      ) : (
        <LocationGrid locations={featured} eagerCount={0} />
      )}
    </HomeSection>
  );
}
