import type { LocationDetailDto } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { numberFormat } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { TeaserSection } from './teaser-section.tsx';

/** The business's cheapest membership plans: price, period and visits. */
export function MembershipsTeaser({ location }: { location: LocationDetailDto }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { count, plans } = location.membershipPlans;
  if (count === 0) return null;
  const days = numberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  return (
    <TeaserSection
      id="memberships-heading"
      title={t('location.membershipsHeading')}
      summary={t('location.planCount', { count })}
      moreTo={`/${locale}/memberships`}
      moreLabel={t('location.allMemberships')}
    >
      {plans.map((plan) => (
        <li key={plan.id} className="rounded-xl border border-slate-200 p-3 text-sm">
          <p className="font-medium text-slate-900">{plan.name}</p>
          <p className="font-semibold text-slate-900">
            {formatMoney(plan.price.amountMinor, plan.price.currency, locale)}
            <span className="font-normal text-slate-600"> / {days.format(plan.periodDays)}</span>
          </p>
          <p className="text-slate-600">
            {plan.credits === null
              ? t('location.unlimitedVisits')
              : t('location.visits', { count: plan.credits })}
          </p>
        </li>
      ))}
    </TeaserSection>
  );
}
