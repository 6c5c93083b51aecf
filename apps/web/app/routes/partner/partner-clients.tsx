import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { formatClientDay } from '../../features/partner/client-dates.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-clients';
import { usePartnerSetup } from './partner-setup-data.ts';

/** A page of the business's clients by name, found by `q` (name, e-mail or phone), from `cursor`. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const cursor = url.searchParams.get('cursor') ?? '';
  const page = await api.listPartnerClients(params.businessId, {
    ...(q ? { q } : {}),
    ...(cursor ? { cursor } : {}),
  });
  return { q, paged: cursor !== '', ...page };
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partnerClients.heading');

export default function PartnerClients({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { q, paged, items, next } = loaderData;
  const timeZone = usePartnerSetup().business.places[0]?.timeZone ?? 'UTC';
  const searching = useNavigation().state === 'loading';
  const base = `/${params.locale}/partner/businesses/${params.businessId}/clients`;
  const day = (iso: string) => formatClientDay(iso, timeZone, i18n.language);
  const withQuery = (extra: Record<string, string>) =>
    `${base}?${new URLSearchParams({ ...(q ? { q } : {}), ...extra })}`;
  return (
    <section aria-labelledby="clients-heading" className="flex flex-col gap-4">
      <h2 id="clients-heading" className="text-xl font-semibold">
        {t('partnerClients.heading')}
      </h2>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="font-medium">{t('partnerClients.search')}</span>
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            autoComplete="off"
            className="min-h-11 rounded-xl border border-slate-300 px-3 py-2"
          />
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t('partnerClients.searchSubmit')}
        </button>
      </Form>
      <p aria-live="polite" className="sr-only">
        {searching ? t('partnerClients.loading') : t('partnerClients.shown', { count: items.length })}
      </p>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {q ? t('partnerClients.noMatch', { q }) : t('partnerClients.empty')}
        </p>
      ) : (
        <ul className={`flex flex-col gap-2 ${searching ? 'opacity-60' : ''}`}>
          {items.map((client) => (
            <li key={client.key}>
              <Link
                to={`${base}/${encodeURIComponent(client.key)}`}
                className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 rounded-2xl border border-slate-200 bg-white p-4 hover:bg-slate-50"
              >
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="break-words font-semibold">{client.name}</span>
                  <span className="break-all text-sm text-slate-600">
                    {client.kind === 'walk-in' ? t('partnerClients.walkIn') : client.email}
                    {client.phone ? ` · ${client.phone}` : ''}
                  </span>
                </span>
                <span className="flex flex-col gap-1 text-sm text-slate-700 sm:text-right">
                  <span>{t('partnerClients.visits', { count: client.visitCount })}</span>
                  {client.lastVisitAt ? (
                    <span>{t('partnerClients.lastVisit', { date: day(client.lastVisitAt) })}</span>
                  ) : null}
                  {client.nextVisitAt ? (
                    <span>{t('partnerClients.nextVisit', { date: day(client.nextVisitAt) })}</span>
                  ) : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={t('partnerClients.pages')} className="flex flex-wrap gap-3">
        {paged ? (
          <Link to={withQuery({})} className="font-medium text-brand-800 underline">
            {t('partnerClients.firstPage')}
          </Link>
        ) : null}
        {next ? (
          <Link to={withQuery({ cursor: next })} className="font-medium text-brand-800 underline">
            {t('partnerClients.nextPage')}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}
