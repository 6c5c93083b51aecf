import type { FormResponseSummaryDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormResponseCard } from '../features/forms/form-response-card.tsx';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { requireUser } from '../lib/route-guards.ts';
import type { Route } from './+types/forms';

export const middleware: Route.MiddlewareFunction[] = [requireUser];

/** "My forms": to fill (soonest due first), completed and expired, read at once. */
export async function loader({ context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const [todo, done, expired] = await Promise.all([
    api.listMyForms('todo'),
    api.listMyForms('done'),
    api.listMyForms('expired'),
  ]);
  return { todo: todo.items, done: done.items, expired: expired.items };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'forms.title', 'forms.description');

function Section({
  id,
  title,
  empty,
  forms,
  locale,
}: {
  id: string;
  title: string;
  empty: string;
  forms: FormResponseSummaryDto[];
  locale: string;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-semibold">
        {title} <span className="text-slate-600">({forms.length})</span>
      </h2>
      {forms.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-4 text-slate-700">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {forms.map((form) => (
            <FormResponseCard key={form.id} form={form} locale={locale} />
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Forms({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { todo, done, expired } = loaderData;
  const locale = params.locale;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-8 py-8">
      <div>
        <h1 className="text-3xl font-bold">{t('forms.title')}</h1>
        <p className="mt-2 text-slate-700">{t('forms.description')}</p>
      </div>
      <Section
        id="forms-todo"
        title={t('forms.toFill')}
        empty={t('forms.emptyToFill')}
        forms={todo}
        locale={locale}
      />
      <Section
        id="forms-done"
        title={t('forms.completed')}
        empty={t('forms.emptyCompleted')}
        forms={done}
        locale={locale}
      />
      {expired.length > 0 && (
        <Section id="forms-expired" title={t('forms.expired')} empty="" forms={expired} locale={locale} />
      )}
      {todo.length === 0 && done.length === 0 && (
        <Link
          to={`/${locale}/appointments`}
          className="self-start rounded-full border border-slate-300 px-5 py-2 hover:bg-slate-100"
        >
          {t('forms.myAppointments')}
        </Link>
      )}
    </div>
  );
}
