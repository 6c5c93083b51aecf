import type { InspirationFilters, InspirationGalleryPage } from '@kalendo/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InspirationGalleryFilters } from '../../lib/api-calls/discovery-calls.ts';
import { type LoadedPage, useAppendedPages } from '../../lib/use-appended-pages.ts';
import { galleryHref } from './gallery-params.ts';
import { LookFilters } from './look-filters.tsx';
import { LookGrid } from './look-grid.tsx';

/** The filter chips, the looks loaded so far (pages appended by "Load more") and the empty state. */
export function LookBookGallery({
  base,
  locale,
  loaded,
  filters,
  choices,
  service,
}: {
  base: string;
  locale: string;
  loaded: LoadedPage<InspirationGalleryPage>;
  filters: InspirationGalleryFilters;
  choices: InspirationFilters;
  /** A service type's collection: its looks only, no service chips. */
  service?: string;
}) {
  const { t } = useTranslation();
  const pages = useAppendedPages(loaded);
  const looks = pages.flatMap((p) => p.page.items);
  const nextCursor = pages.at(-1)?.page.nextCursor ?? null;
  const { cursor: _, ...current } = filters;
  // The same object while the filters are the same, so the (memoized) tiles are not drawn again.
  const serviceSlug = service ?? current.service;
  const { city, near } = current;
  const within = useMemo<InspirationGalleryFilters>(
    () => ({
      ...(serviceSlug ? { service: serviceSlug } : {}),
      ...(city ? { city } : {}),
      ...(near ? { near } : {}),
    }),
    [serviceSlug, city, near],
  );
  return (
    <>
      <LookFilters base={base} filters={filters} choices={choices} showServices={!service} />
      {looks.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-medium">{t('lookBook.empty')}</p>
          <Link to={`/${locale}/inspiration`} className="mt-2 inline-block text-cyan-800 underline">
            {t('lookBook.clearFilters')}
          </Link>
        </div>
      ) : (
        <LookGrid
          looks={looks}
          locale={locale}
          moreHref={nextCursor ? galleryHref(base, { ...current, cursor: nextCursor }) : null}
          within={within}
        />
      )}
    </>
  );
}
