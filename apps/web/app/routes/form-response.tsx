import type { AnswerIssue, FormAnswers, FormDefinition } from '@kalendo/domain';
import { useTranslation } from 'react-i18next';
import { data, Link, redirect } from 'react-router';
import { answersFromFormData } from '../features/forms/answers-from-form-data.ts';
import { FormAnswersView } from '../features/forms/form-answers-view.tsx';
import { formatFormInstant } from '../features/forms/form-dates.ts';
import { FormRenderer } from '../features/forms/form-renderer.tsx';
import { PrintFormButton } from '../features/forms/print-form-button.tsx';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { requireUser } from '../lib/route-guards.ts';
import { useWidgetPath, widgetRedirect } from '../lib/widget-path.ts';
import { formBackFields, formBackOf, formBackPath, readFormBack } from '../shared/forms/form-back.ts';
import type { Route } from './+types/form-response';

export const middleware: Route.MiddlewareFunction[] = [requireUser];

/** The response, its definition typed as the domain's (the API answers the version it stored). */
async function readForm(context: Route.LoaderArgs['context'], responseId: string) {
  const form = await context.get(requestContext).api.getMyForm(responseId);
  if (!form) throw data(null, { status: 404 });
  return { ...form, definition: form.definition as FormDefinition, answers: form.answers as FormAnswers };
}

/**
 * One of the user's forms with the version it answers; another user's or an unknown id is the 404 page. The
 * same page fills a "before booking" form inside a business's widget (ADR 019), its links kept there.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const form = await readForm(context, params.responseId);
  const url = new URL(request.url);
  return { form, sent: url.searchParams.get('sent') === '1', back: formBackOf(url.searchParams) };
}

/**
 * Sends the answers (the inputs of the form, the same reading as the page's): checked by the API against
 * the response's version; a refusal returns each field and why, or the API's message.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { api } = context.get(requestContext);
  const form = await readForm(context, params.responseId);
  const posted = await request.formData();
  const answers = answersFromFormData(form.definition, posted);
  const sent = await api.submitForm(params.responseId, answers);
  if (sent.ok) {
    // A "before booking" form returns to the basket or the timetable, else to its own read-only page.
    const back = readFormBack(posted.get('back'), posted.get('at'), posted.get('place'));
    if (back) throw redirect(widgetRedirect(request, formBackPath(params.locale, back)));
    throw redirect(widgetRedirect(request, `/${params.locale}/forms/${params.responseId}?sent=1`));
  }
  const fields = sent.error.details?.fields;
  return data(
    {
      issues: Array.isArray(fields) ? (fields as AnswerIssue[]) : null,
      message: sent.error.message,
      answers: answers as FormAnswers,
    },
    { status: sent.status },
  );
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  translatedMeta(matches, 'forms.title').map((tag) =>
    'title' in tag && loaderData ? { title: `${loaderData.form.title} · ${tag.title}` } : tag,
  );

export default function FormResponse({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { form, sent, back } = loaderData;
  const locale = params.locale;
  const language = { page: locale, form: form.definition.defaultLanguage };
  const zone = form.appointment?.timeZone;
  const description = form.definition.description;
  const answers = (actionData?.answers ?? form.answers) as FormAnswers;
  const issues = actionData?.issues ?? null;
  // In a business's widget: its own basket or timetable; its "My forms" does not exist (no link shown).
  const backTo = useWidgetPath()(back ? formBackPath(locale, back) : `/${locale}/forms`);
  return (
    <div
      className="mx-auto flex max-w-2xl flex-col gap-6 py-8 print:py-0"
      {...(form.state === 'done' ? { 'data-print-form': '' } : {})}
    >
      {backTo && (
        <Link to={backTo} className="self-start text-brand-800 underline print:hidden">
          {back?.to === 'basket'
            ? t('forms.backToBasket')
            : back?.to === 'classes'
              ? t('forms.backToClasses')
              : t('forms.back')}
        </Link>
      )}
      <div>
        <h1 className="text-3xl font-bold">{form.title}</h1>
        <p className="mt-1 text-slate-700">{form.businessName}</p>
        {form.appointment && (
          <p className="text-slate-700">
            {t('forms.forAppointment', {
              service: form.appointment.serviceName,
              place: form.appointment.placeName,
              date: formatFormInstant(form.appointment.startsAt, locale, zone),
            })}
          </p>
        )}
        {form.state !== 'done' && form.dueAt && (
          <p className="mt-1 font-medium">
            {t('forms.due', { date: formatFormInstant(form.dueAt, locale, zone) })}
          </p>
        )}
        {description && form.state !== 'done' && (
          <p className="mt-3 whitespace-pre-line text-slate-800">
            {description[locale] ?? description[language.form] ?? ''}
          </p>
        )}
      </div>
      {sent && (
        <p
          role="status"
          className="rounded-xl border border-green-300 bg-green-50 p-3 text-green-900 print:hidden"
        >
          {t('forms.sentThanks')}
        </p>
      )}
      {actionData && !actionData.issues && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          {actionData.message}
        </p>
      )}
      {form.state === 'done' ? (
        <>
          <p className="text-slate-700">
            {t('forms.readOnly', {
              date: formatFormInstant(form.submittedAt ?? form.updatedAt, locale, zone),
            })}
          </p>
          <PrintFormButton />
          <FormAnswersView
            definition={form.definition}
            answers={form.answers as FormAnswers}
            language={language}
          />
        </>
      ) : form.state === 'expired' ? (
        <p className="rounded-xl border border-slate-300 bg-slate-50 p-4">{t('forms.expiredNotice')}</p>
      ) : (
        <FormRenderer
          responseId={form.id}
          definition={form.definition}
          initialAnswers={answers}
          language={language}
          serverIssues={issues}
          {...(back ? { hiddenInputs: formBackFields(back) } : {})}
        />
      )}
    </div>
  );
}
