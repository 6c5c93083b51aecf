import type { MembershipPlanDto } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';

/** What a plan pays for, in a line: everything of the business, or its classes and services by name. */
export function PlanCoverage({ plan }: { plan: MembershipPlanDto }) {
  const { t } = useTranslation();
  if (plan.covers.everything)
    return <>{t('memberships.coversEverything', { business: plan.business.name })}</>;
  const names = [...plan.covers.classes, ...plan.covers.services].map((item) => item.name);
  return <>{t('memberships.covers', { list: [...new Set(names)].join(', ') })}</>;
}

/**
 * A plan on sale: price for its period, visits, what it covers, where, how it starts, renewal, pausing,
 * its terms, and "Buy" (a visitor signs in first and comes back here).
 */
export function PlanCard({ plan, purchaseKey }: { plan: MembershipPlanDto; purchaseKey: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('planId') === plan.id;
  const headingId = `plan-${plan.id}`;
  const price = formatMoney(plan.price.amountMinor, plan.price.currency, locale);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {plan.name}
          </h2>
          <p className="text-sm text-slate-700">
            {plan.business.name}
            {plan.places.length > 0 && ' · '}
            {plan.places.map((place, index) => (
              <span key={place.slug}>
                {index > 0 && ', '}
                <Link to={`/${locale}/location/${place.slug}`} className="underline-offset-2 hover:underline">
                  {place.name}
                </Link>{' '}
                <span className="text-slate-600">({place.city})</span>
              </span>
            ))}
          </p>
        </div>
        <p className="text-xl font-bold text-slate-900">
          {t('memberships.price', { price, count: plan.periodDays })}
        </p>
        {plan.description && <p className="text-slate-700">{plan.description}</p>}
        <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-slate-700">
          <li>
            {plan.credits === null
              ? t('memberships.unlimited')
              : t('memberships.visits', { count: plan.credits })}
          </li>
          <li>
            <PlanCoverage plan={plan} />
          </li>
          <li>
            {plan.startsOnPurchase || plan.price.amountMinor === 0
              ? t('memberships.startsOnPurchase')
              : t('memberships.payAtVenue')}
          </li>
          <li>{plan.autoRenew ? t('memberships.autoRenew') : t('memberships.noRenew')}</li>
          {plan.maxFreezeDays > 0 && <li>{t('memberships.freezable', { count: plan.maxFreezeDays })}</li>}
        </ul>
        {plan.terms && (
          <details className="text-sm text-slate-700">
            <summary className="cursor-pointer font-medium">{t('memberships.terms')}</summary>
            <p className="mt-1 whitespace-pre-line">{plan.terms}</p>
          </details>
        )}
        <Form method="post" className="mt-auto">
          <input type="hidden" name="intent" value="buy" />
          <input type="hidden" name="planId" value={plan.id} />
          <input type="hidden" name="key" value={`${purchaseKey}-${plan.id}`} />
          <SpinnerButton
            type="submit"
            loading={busy}
            aria-describedby={headingId}
            className="w-full rounded-full bg-cyan-700 px-5 py-2 font-medium text-white hover:bg-cyan-800"
          >
            {plan.price.amountMinor === 0 ? t('memberships.buyFree') : t('memberships.buy')}
          </SpinnerButton>
        </Form>
      </article>
    </li>
  );
}
