import { useTranslation } from 'react-i18next';
import { ClassesTeaser } from '../../../shared/location/classes-teaser.tsx';
import { LocationGrid } from '../../../shared/location/location-grid.tsx';
import { MembershipsTeaser } from '../../../shared/location/memberships-teaser.tsx';
import { ServicesSection } from '../../../shared/location/services-section.tsx';
import { langIfOther } from '../../../shared/text/lang-if-other.ts';
import type { BusinessHomeData } from '../business-home.ts';

/** A private app's home: the business, its places, and its first place's services, classes and plans. */
export function BusinessHome({ business, place }: BusinessHomeData) {
  const { t, i18n } = useTranslation();
  return (
    <div className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{business.name}</h1>
      {business.description && (
        <p
          lang={langIfOther(business.descriptionLocale, i18n.language)}
          className="mt-2 max-w-2xl text-slate-700"
        >
          {business.description}
        </p>
      )}
      <section aria-labelledby="places-heading" className="mt-8">
        <h2 id="places-heading" className="text-xl font-semibold">
          {t('places.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('places.businessDescription')}</p>
        <div className="mt-4">
          <LocationGrid locations={business.locations} />
        </div>
      </section>
      {place && (
        <>
          <ServicesSection location={place} />
          <ClassesTeaser location={place} />
          <MembershipsTeaser location={place} />
        </>
      )}
    </div>
  );
}
