import { PlanInputSchema } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { textOf } from '../../features/partner/form-fields.ts';
import { FormFooter, useFormOutcome } from '../../features/partner/form-outcome.tsx';
import {
  formAnswered,
  type PartnerFormResult,
  submitChecked,
} from '../../features/partner/partner-form-result.ts';
import { partnerReads } from '../../features/partner/partner-reads.ts';
import { PendingMemberships } from '../../features/partner/pending-memberships.tsx';
import { planFieldsOf, planPath } from '../../features/partner/plan-form.ts';
import { PlanFormFields } from '../../features/partner/plan-form-fields.tsx';
import { RetireButton } from '../../features/partner/retire-button.tsx';
import { RetireOutcome } from '../../features/partner/retire-outcome.tsx';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-memberships';
import { usePartnerSetup } from './partner-setup-data.ts';

/**
 * Memberships waiting for payment at the venue, the business's plans, and its class types and services
 * (what a plan covers).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const [pending, plans, classTypes, services] = await Promise.all([
    api.listPendingMemberships(params.businessId),
    api.listPartnerPlans(params.businessId),
    api.listClassTypes(params.businessId),
    partnerReads(context, params.businessId).services(),
  ]);
  return { pending: pending.items, plans: plans.items, classTypes: classTypes.items, services };
}

/** Activates a membership paid at the venue, retires a plan (after a confirmation) or adds one. */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const { api } = context.get(requestContext);
  const intent = textOf(form, 'intent');
  const id = textOf(form, 'id');
  if (intent === 'activate')
    return formAnswered(intent, form, await api.activateMembership(params.businessId, id));
  if (intent === 'retire') return formAnswered(intent, form, await api.retirePlan(params.businessId, id));
  if (intent !== 'add-plan') throw data(null, { status: 400 });
  const parsed = PlanInputSchema.safeParse(planFieldsOf(form));
  return submitChecked(intent, form, parsed, (input) => api.createPlan(params.businessId, input), planPath);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'partnerClasses.memberships.title');

export default function PartnerMemberships({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { business, canEdit } = usePartnerSetup();
  const { pending, plans, classTypes, services } = loaderData;
  const { errors, sent, result } = useFormOutcome(actionData, 'add-plan');
  const names = new Map([...classTypes, ...services].map((item) => [item.id, item.name]));
  const currency = sent.currency ?? business.places[0]?.currency ?? 'EUR';
  return (
    <div className="flex flex-col gap-10">
      <PendingMemberships pending={pending} canEdit={canEdit} result={actionData} />
      <section aria-labelledby="plans-heading" className="flex flex-col gap-3">
        <h2 id="plans-heading" className="text-xl font-semibold">
          {t('partnerClasses.plans.heading')}
        </h2>
        <RetireOutcome result={actionData} />
        {plans.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {t('partnerClasses.plans.empty')}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {plans.map((plan) => {
              const covered = [...plan.classIds, ...plan.serviceIds]
                .map((id) => names.get(id))
                .filter(Boolean);
              return (
                <li
                  key={plan.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4"
                >
                  <div className="flex min-w-0 flex-col">
                    <span className="font-semibold">
                      {plan.name}
                      {plan.active ? null : (
                        <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                          {t('partnerClasses.plans.retired')}
                        </span>
                      )}
                    </span>
                    <span className="text-sm text-slate-600">
                      {formatMoney(plan.priceMinor, plan.currency, locale)} ·{' '}
                      {t('partnerClasses.plans.periodValue', { count: plan.periodDays })} ·{' '}
                      {plan.credits === null
                        ? t('partnerClasses.plans.unlimited')
                        : t('partnerClasses.plans.creditsValue', { count: plan.credits })}
                    </span>
                    <span className="text-sm text-slate-600">
                      {plan.coversEverything
                        ? t('partnerClasses.plans.coversEverything')
                        : t('partnerClasses.plans.coversValue', { names: covered.join(', ') })}
                    </span>
                  </div>
                  {canEdit ? (
                    <div className="flex flex-wrap items-center gap-2">
                      <Link
                        to={`plans/${plan.id}`}
                        className="rounded-full px-3 py-1 text-sm font-medium text-brand-800 underline hover:bg-slate-50"
                      >
                        {t('partnerClasses.plans.edit')}
                        <span className="sr-only"> {plan.name}</span>
                      </Link>
                      {plan.active ? (
                        <RetireButton
                          id={plan.id}
                          name={plan.name}
                          body={t('partnerClasses.plans.retireBody')}
                        />
                      ) : null}
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {canEdit ? (
        <Form
          key={plans.length}
          method="post"
          noValidate
          className="flex flex-col gap-4"
          aria-labelledby="add-plan-heading"
        >
          <h2 id="add-plan-heading" className="text-xl font-semibold">
            {t('partnerClasses.plans.add')}
          </h2>
          <PlanFormFields
            values={sent}
            currency={currency}
            errors={errors}
            classTypes={classTypes}
            services={services}
            checked={[]}
          />
          <FormFooter
            result={result}
            intent="add-plan"
            canEdit={canEdit}
            label={t('partnerClasses.plans.submit')}
            savedLabel={t('partnerClasses.plans.added')}
          />
        </Form>
      ) : null}
    </div>
  );
}
