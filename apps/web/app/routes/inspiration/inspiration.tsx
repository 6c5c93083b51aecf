import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { galleryFilters } from '../../features/inspiration/gallery-params.ts';
import { LookBookGallery } from '../../features/inspiration/look-book-gallery.tsx';
import { routeFailure } from '../../lib/api-answers.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { sameForEveryone } from '../../lib/personal-overlay.ts';
import { requestContext } from '../../lib/request-context.ts';
import { assertLookBookPage } from '../../lib/route-guards.ts';
import type { Route } from './+types/inspiration';

/** One page of the Look Book (`?service=&city=&near=&cursor=`); a filter or cursor the API refuses starts over. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  assertLookBookPage(context);
  const { api } = context.get(requestContext);
  const filters = galleryFilters(new URL(request.url).searchParams);
  const [page, choices] = await Promise.all([api.listInspiration(filters), api.getInspirationFilters()]);
  if (!page.ok) {
    if (page.status === 400) throw redirect(`/${params.locale}/inspiration`);
    throw routeFailure(page);
  }
  return { loaded: { page: page.data, cursor: filters.cursor ?? null }, filters, choices };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'lookBook.title', 'lookBook.description');

export default function Inspiration({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 py-6">
      <div>
        <h1 className="text-3xl font-bold">{t('lookBook.title')}</h1>
        <p className="mt-2 text-slate-700">{t('lookBook.description')}</p>
      </div>
      <LookBookGallery base={`/${params.locale}/inspiration`} locale={params.locale} {...loaderData} />
    </div>
  );
}

/** ADR 040: a visitor's own copy is the kept page and their overlay. */
export const handle = sameForEveryone;
