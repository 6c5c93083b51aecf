import { PlanInputSchema } from '@kalendo/contracts';
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
import { keptOf, planFieldsOf, planPath, planValuesOf } from '../../features/partner/plan-form.ts';
import { PlanFormFields } from '../../features/partner/plan-form-fields.tsx';
import { RetireButton } from '../../features/partner/retire-button.tsx';
import { RetireOutcome } from '../../features/partner/retire-outcome.tsx';
import type { ApiClient } from '../../lib/api-client.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import type { Route } from './+types/partner-membership-plan';
import { usePartnerSetup } from './partner-setup-data.ts';

/** The business's plan of the address (another business's, or none, is not found). */
async function planOf(api: ApiClient, businessId: string, planId: string) {
  const plan = (await api.listPartnerPlans(businessId)).items.find((item) => item.id === planId);
  if (!plan) throw data(null, { status: 404 });
  return plan;
}

/** The plan and the business's class types and services (what it may cover). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  const [plan, classTypes, services] = await Promise.all([
    planOf(api, params.businessId, params.planId),
    api.listClassTypes(params.businessId),
    partnerReads(context, params.businessId).services(),
  ]);
  return { plan, classTypes: classTypes.items, services };
}

/**
 * Saves the plan for those who buy it from now on (`intent=edit`; memberships bought keep their terms) or
 * takes it off sale once confirmed (`intent=retire`). What the form does not show stays as saved.
 */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const { api } = context.get(requestContext);
  const intent = textOf(form, 'intent');
  if (intent === 'retire')
    return formAnswered(intent, form, await api.retirePlan(params.businessId, params.planId));
  if (intent !== 'edit') throw data(null, { status: 400 });
  const saved = await planOf(api, params.businessId, params.planId);
  const parsed = PlanInputSchema.safeParse(planFieldsOf(form, keptOf(saved)));
  return submitChecked(
    intent,
    form,
    parsed,
    (input) => api.updatePlan(params.businessId, params.planId, input),
    planPath,
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'partnerClasses.memberships.title');

export default function PartnerMembershipPlan({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { canEdit } = usePartnerSetup();
  const { plan, classTypes, services } = loaderData;
  const { errors, sent, result } = useFormOutcome(actionData, 'edit');
  const back = `/${params.locale}/partner/businesses/${params.businessId}/memberships`;
  return (
    <div className="flex flex-col gap-6">
      <Link to={back} className="self-start text-sm font-medium text-brand-800 underline">
        {t('partnerClasses.memberships.title')}
      </Link>
      <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="edit-plan-heading">
        <h2 id="edit-plan-heading" className="text-xl font-semibold">
          {t('partnerClasses.plans.editHeading', { name: plan.name })}
          {plan.active ? null : (
            <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 align-middle">
              {t('partnerClasses.plans.retired')}
            </span>
          )}
        </h2>
        <p className="text-slate-700">{t('partnerClasses.plans.editNote')}</p>
        <PlanFormFields
          values={{ ...planValuesOf(plan), ...sent }}
          currency={sent.currency ?? plan.currency}
          errors={errors}
          classTypes={classTypes}
          services={services}
          checked={[...plan.classIds, ...plan.serviceIds]}
        />
        <FormFooter
          result={result}
          intent="edit"
          canEdit={canEdit}
          label={t('partnerClasses.plans.save')}
          savedLabel={t('partnerClasses.plans.saved')}
        />
      </Form>
      <RetireOutcome result={actionData} />
      {canEdit && plan.active ? (
        <div className="flex flex-col gap-2 border-t border-slate-200 pt-6">
          <h3 className="text-lg font-semibold">{t('partnerClasses.plans.retireHeading')}</h3>
          <p className="text-slate-700">{t('partnerClasses.plans.retireBody')}</p>
          <div>
            <RetireButton id={plan.id} name={plan.name} body={t('partnerClasses.plans.retireBody')} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
