import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServiceCatalogueList } from '../features/services/service-catalogue-list.tsx';
import { translatedMeta } from '../lib/page-meta.ts';
import { sameForEveryone } from '../lib/personal-overlay.ts';
import { requestContext } from '../lib/request-context.ts';
import { assertDiscoveryPage } from '../lib/route-guards.ts';
import type { Route } from './+types/services';

/** The marketplace catalogue of service types by category, in the page language. */
export async function loader({ context }: Route.LoaderArgs) {
  assertDiscoveryPage(context);
  const { categories } = await context.get(requestContext).api.getServiceCatalogue();
  return { categories };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'sections.services', 'services.description');

export default function Services({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { categories } = loaderData;
  return (
    <section className="py-6" aria-labelledby="services-title">
      <h1 id="services-title" className="text-2xl font-bold sm:text-3xl">
        {t('sections.services')}
      </h1>
      <p className="mt-2 max-w-prose text-slate-700">{t('services.description')}</p>
      {categories.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-6 text-center">
          <p className="text-slate-700">{t('services.empty')}</p>
          <Link
            to={`/${params.locale}/home`}
            className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
          >
            {t('sections.backHome')}
          </Link>
        </div>
      ) : (
        <ServiceCatalogueList categories={categories} />
      )}
    </section>
  );
}

/** ADR 040: a visitor's own copy is the kept page and their overlay. */
export const handle = sameForEveryone;
