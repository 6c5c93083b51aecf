import { useTranslation } from 'react-i18next';
import type { BasketPayer } from '../../shared/memberships/memberships-paying-for.ts';

const optionClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white px-4 py-3 peer-checked:border-brand-700 peer-checked:bg-cyan-50 peer-checked:ring-2 peer-checked:ring-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-brand-700';

function Option({
  value,
  chosen,
  onChoose,
  label,
  hint,
}: {
  value: string;
  chosen: string;
  onChoose: (value: string) => void;
  label: string;
  hint?: string;
}) {
  return (
    <label>
      <input
        type="radio"
        name="membershipId"
        value={value}
        checked={chosen === value}
        onChange={() => onChoose(value)}
        className="peer sr-only"
      />
      <span className={optionClass}>
        <span className="font-medium">{label}</span>
        {hint && <span className="text-sm text-slate-700">{hint}</span>}
      </span>
    </label>
  );
}

/**
 * "Use my membership" at checkout: each membership that can pay for the basket (the items it covers are
 * shown as covered), or the venue (`chosen` empty). Part of the checkout form: the choice is posted with it.
 */
export function BasketPayWith({
  payers,
  chosen,
  onChoose,
}: {
  payers: readonly BasketPayer[];
  chosen: string;
  onChoose: (membershipId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">{t('memberships.payWith')}</legend>
      {payers.map(({ membership, coveredItemIds }) => (
        <Option
          key={membership.id}
          value={membership.id}
          chosen={chosen}
          onChoose={onChoose}
          label={t('memberships.useMembership', {
            name: membership.plan.name,
            left:
              membership.creditsLeft === null
                ? t('memberships.unlimitedShort')
                : t('memberships.visitsLeft', { count: membership.creditsLeft }),
          })}
          hint={t('basket.coveredVisits', { count: coveredItemIds.length })}
        />
      ))}
      <Option value="" chosen={chosen} onChoose={onChoose} label={t('basket.payAtVenue')} />
    </fieldset>
  );
}
