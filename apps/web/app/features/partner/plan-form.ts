import type { PartnerPlan, PlanInput } from '@kalendo/contracts';
import { toMinorUnits } from '@kalendo/i18n';
import { numberOf, textOf } from './form-fields.ts';
import { priceField } from './service-form.ts';

/** The plan's fields kept as they are when the form does not show them (a whole plan is sent each time). */
type KeptFields = Pick<PlanInput, 'description' | 'terms' | 'startsOnPurchase' | 'autoRenew'>;

/**
 * A membership plan's form (add and edit) as the contract reads it; `kept`: what the form does not show,
 * kept from the plan being edited. A price in a known currency is read in its major units.
 */
export function planFieldsOf(form: FormData, kept: Partial<KeptFields> = {}) {
  const currency = textOf(form, 'currency');
  const price = numberOf(form, 'price');
  const credits = textOf(form, 'credits');
  return {
    ...kept,
    name: textOf(form, 'name'),
    priceMinor: /^[A-Z]{3}$/.test(currency) && Number.isFinite(price) ? toMinorUnits(price, currency) : price,
    currency,
    periodDays: numberOf(form, 'periodDays'),
    credits: credits === '' ? null : numberOf(form, 'credits'),
    coversEverything: form.get('coversEverything') === 'on',
    classIds: form.getAll('classIds').map(String),
    serviceIds: form.getAll('serviceIds').map(String),
    maxFreezeDays: numberOf(form, 'maxFreezeDays') || 0,
  };
}

/** The form's field of a contract path: the price, and one message for what the plan covers. */
export const planPath = (path: string) =>
  path === 'priceMinor' ? 'price' : path === 'classIds' || path === 'serviceIds' ? 'covers' : path;

/** A saved plan as the form's values (strings, as a form sends them). */
export function planValuesOf(plan: PartnerPlan): Record<string, string> {
  return {
    name: plan.name,
    price: priceField(plan.priceMinor, plan.currency),
    currency: plan.currency,
    periodDays: String(plan.periodDays),
    credits: plan.credits === null ? '' : String(plan.credits),
    maxFreezeDays: String(plan.maxFreezeDays),
    coversEverything: plan.coversEverything ? 'on' : '',
  };
}

/** What an edit keeps of the saved plan that its form does not show. */
export const keptOf = (plan: PartnerPlan): KeptFields => ({
  description: plan.description,
  terms: plan.terms,
  startsOnPurchase: plan.startsOnPurchase,
  autoRenew: plan.autoRenew,
});
