import type { PartnerClientDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { formatClientDay, formatClientMoment } from '../../features/partner/client-dates.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-client';
import { usePartnerSetup } from './partner-setup-data.ts';

/**
 * One client of the business with a page of their visits (`?cursor=`: earlier ones); someone the caller may
 * not see is not found (the API answers 404).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const cursor = new URL(request.url).searchParams.get('cursor') ?? '';
  const client = await api.getPartnerClient(params.businessId, params.clientKey, cursor || undefined);
  if (!client) throw data(null, { status: 404 });
  return { paged: cursor !== '', ...client };
}

export const meta: Route.MetaFunction = ({ matches }) => translatedMeta(matches, 'partnerClients.heading');

type Answer = PartnerClientDto['forms'][number]['answers'][number];

function AnswerText({ answer }: { answer: Answer }) {
  const { t } = useTranslation();
  switch (answer.kind) {
    case 'text':
      return <>{answer.text}</>;
    case 'yes-no':
      return <>{answer.yes ? t('partnerClients.yes') : t('partnerClients.no')}</>;
    case 'consent':
      return <>{answer.given ? t('partnerClients.consentGiven') : t('partnerClients.consentNotGiven')}</>;
    case 'signature':
      return (
        <>
          {answer.typedName
            ? t('partnerClients.signedTyped', { name: answer.typedName })
            : t('partnerClients.signedDrawn')}
        </>
      );
  }
}

export default function PartnerClient({ loaderData, params }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { client, visits, visitsNext, forms, paged } = loaderData;
  const here = `/${params.locale}/partner/businesses/${params.businessId}/clients/${encodeURIComponent(params.clientKey)}`;
  const timeZone = usePartnerSetup().business.places[0]?.timeZone ?? 'UTC';
  const moment = (iso: string) => formatClientMoment(iso, timeZone, i18n.language);
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-2">
        <Link
          to={`/${params.locale}/partner/businesses/${params.businessId}/clients`}
          className="self-start text-sm font-medium text-brand-800 underline"
        >
          {t('partnerClients.back')}
        </Link>
        <h2 className="break-words text-2xl font-semibold">{client.name}</h2>
        <p className="break-all text-slate-700">
          {client.kind === 'walk-in' ? t('partnerClients.walkIn') : client.email}
          {client.phone ? ` · ${client.phone}` : ''}
        </p>
        <p className="text-slate-700">
          {t('partnerClients.visits', { count: client.visitCount })}
          {client.lastVisitAt
            ? ` · ${t('partnerClients.lastVisit', { date: formatClientDay(client.lastVisitAt, timeZone, i18n.language) })}`
            : ''}
          {client.nextVisitAt
            ? ` · ${t('partnerClients.nextVisit', { date: formatClientDay(client.nextVisitAt, timeZone, i18n.language) })}`
            : ''}
        </p>
      </div>
      <section aria-labelledby="visits-heading" className="flex flex-col gap-3">
        <h3 id="visits-heading" className="text-xl font-semibold">
          {t('partnerClients.history')}
        </h3>
        {visits.length === 0 ? (
          <p className="text-slate-700">{t('partnerClients.noVisits')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {visits.map((visit) => (
              <li
                key={visit.id}
                className="flex flex-wrap justify-between gap-x-4 gap-y-1 rounded-2xl border border-slate-200 bg-white p-4"
              >
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-semibold">{visit.serviceName}</span>
                  <span className="text-sm text-slate-600">
                    {[moment(visit.startsAt), visit.staffName, visit.placeName].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className="self-start rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
                  {t(`partnerClients.status.${visit.status}`)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {paged || visitsNext ? (
          <nav aria-label={t('partnerClients.pages')} className="flex flex-wrap gap-3">
            {paged ? (
              <Link to={here} className="font-medium text-brand-800 underline">
                {t('partnerClients.newestVisits')}
              </Link>
            ) : null}
            {visitsNext ? (
              <Link
                to={`${here}?${new URLSearchParams({ cursor: visitsNext })}`}
                className="font-medium text-brand-800 underline"
              >
                {t('partnerClients.earlierVisits')}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
      <section aria-labelledby="forms-heading" className="flex flex-col gap-3">
        <h3 id="forms-heading" className="text-xl font-semibold">
          {t('partnerClients.forms')}
        </h3>
        {forms.length === 0 ? (
          <p className="text-slate-700">{t('partnerClients.noForms')}</p>
        ) : (
          forms.map((form) => (
            <article
              key={form.id}
              aria-labelledby={`form-${form.id}`}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
            >
              <h4 id={`form-${form.id}`} className="font-semibold">
                {form.formName}
                {form.signedAt ? (
                  <span className="font-normal text-slate-600">
                    {' '}
                    · {t('partnerClients.signedAt', { date: moment(form.signedAt) })}
                  </span>
                ) : null}
              </h4>
              <dl className="flex flex-col gap-2">
                {form.answers.map((answer) => (
                  <div key={answer.question} className="flex flex-col">
                    <dt className="text-sm text-slate-600">{answer.question}</dt>
                    <dd className="whitespace-pre-line break-words">
                      <AnswerText answer={answer} />
                    </dd>
                  </div>
                ))}
              </dl>
            </article>
          ))
        )}
      </section>
    </div>
  );
}
