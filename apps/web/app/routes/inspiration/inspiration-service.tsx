import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { galleryFilters } from '../../features/inspiration/gallery-params.ts';
import { LookBookGallery } from '../../features/inspiration/look-book-gallery.tsx';
import { ServiceOfferSummary } from '../../features/inspiration/service-offer-summary.tsx';
import { routeFailure } from '../../lib/api-answers.ts';
import { metaTranslator, pageMeta } from '../../lib/page-meta.ts';
import { sameForEveryone } from '../../lib/personal-overlay.ts';
import { requestContext } from '../../lib/request-context.ts';
import { rootDataOf } from '../../lib/root-data.ts';
import { assertLookBookPage } from '../../lib/route-guards.ts';
import type { Route } from './+types/inspiration-service';

/**
 * The Look Book of one service type: its looks (by city or near me) and how places offer it. A slug that
 * names no service type is the not-found page (in the shell); `inspiration/view` without an id lands here too.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  assertLookBookPage(context);
  const { api } = context.get(requestContext);
  const slug = params.marketplaceServiceSlug;
  const base = `/${params.locale}/inspiration/${slug}`;
  const { service: _, ...filters } = galleryFilters(new URL(request.url).searchParams);
  const [offer, page, choices] = await Promise.all([
    api.getInspirationService(slug, filters.city),
    api.listInspiration({ ...filters, service: slug }),
    api.getInspirationFilters(),
  ]);
  if (!offer) throw data(null, { status: 404 });
  if (!page.ok) {
    if (page.status === 400) throw redirect(base);
    throw routeFailure(page);
  }
  return { offer, base, loaded: { page: page.data, cursor: filters.cursor ?? null }, filters, choices };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootDataOf(matches);
  if (!loaderData || !root) return [];
  const t = metaTranslator(root);
  const service = loaderData.offer.service.name;
  const cover = loaderData.loaded.page.items[0];
  return pageMeta(root, {
    title: t('lookBook.serviceTitle', { service }),
    description: t('lookBook.serviceDescription', { service }),
    photo: cover && { id: cover.id, alt: cover.alt },
  });
};

export default function InspirationService({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { offer, base, ...gallery } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 py-6">
      <div>
        <p className="text-sm font-medium text-brand-800">{t('lookBook.title')}</p>
        <h1 className="text-3xl font-bold">{t('lookBook.serviceTitle', { service: offer.service.name })}</h1>
        <p className="mt-2 text-slate-700">
          {t('lookBook.serviceDescription', { service: offer.service.name })}
        </p>
      </div>
      <ServiceOfferSummary offer={offer} locale={params.locale} />
      <LookBookGallery base={base} locale={params.locale} service={offer.service.slug} {...gallery} />
    </div>
  );
}

/** ADR 040: a visitor's own copy is the kept page and their overlay. */
export const handle = sameForEveryone;
