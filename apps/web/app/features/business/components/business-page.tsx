import type { BusinessDetailDto } from '@kalendo/contracts';
import { numberFormat } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { LocationGrid } from '../../../shared/location/location-grid.tsx';
import { BusinessHeader } from './business-header.tsx';
import { BusinessJsonLdScript } from './business-json-ld-script.tsx';

/**
 * A business's page: header and its places. On its own custom domain (or private app) search does not
 * exist, so the category is not a link there.
 */
export function BusinessPage({
  business,
  linkCategory,
}: {
  business: BusinessDetailDto;
  linkCategory: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <article className="py-6">
      <BusinessJsonLdScript business={business} />
      <BusinessHeader business={business} linkCategory={linkCategory} />
      <section aria-labelledby="business-places" className="mt-8">
        <h2 id="business-places" className="text-xl font-semibold">
          {t('sections.locations')}
          <span className="ml-2 rounded-full bg-slate-100 px-2.5 py-0.5 align-middle text-sm font-medium text-slate-700">
            {numberFormat(i18n.language).format(business.locations.length)}
          </span>
        </h2>
        {business.locations.length === 0 ? (
          <p className="mt-4 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {t('business.noPlaces')}
          </p>
        ) : (
          <LocationGrid locations={business.locations} />
        )}
      </section>
    </article>
  );
}
