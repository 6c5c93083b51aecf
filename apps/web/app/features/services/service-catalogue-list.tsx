import type { ServiceCatalogue } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { searchPath } from '../../shared/search/search-params.ts';

/** The services catalogue: a section per category, each service type a link to its search with a place count. */
export function ServiceCatalogueList({ categories }: { categories: ServiceCatalogue['categories'] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <div className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {categories.map((category) => (
        <section
          key={category.slug}
          aria-labelledby={`category-${category.slug}`}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
        >
          <h2 id={`category-${category.slug}`} className="text-lg font-semibold">
            <Link
              to={searchPath(locale, { category: category.slug })}
              className="hover:text-brand-800 hover:underline"
            >
              {category.name}
              <span aria-hidden="true" className="ml-1 text-brand-700">
                →
              </span>
            </Link>
          </h2>
          <ul className="mt-2 divide-y divide-slate-100">
            {category.services.map((service) => (
              <li key={service.slug}>
                <Link
                  to={searchPath(locale, { service: service.slug })}
                  className="flex min-h-11 items-center justify-between gap-3 py-2 hover:text-brand-800"
                >
                  <span className="min-w-0 break-words">{service.name}</span>
                  <span className="shrink-0 text-sm text-slate-600">
                    {service.placeCount > 0
                      ? t('search.resultCount', { count: service.placeCount })
                      : t('services.noPlaces')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
