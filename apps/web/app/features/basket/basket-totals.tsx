import type { Basket } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { useTranslation } from 'react-i18next';

/** The sum to pay at the places, one line per currency. */
export function BasketTotals({ totals }: { totals: Basket['totals'] }) {
  const { t, i18n } = useTranslation();
  return (
    <dl className="flex flex-col gap-1">
      {totals.map((total) => (
        <div key={total.currency} className="flex justify-between gap-4 text-lg">
          <dt className="font-medium">{t('basket.total', { currency: total.currency })}</dt>
          <dd className="font-semibold tabular-nums">
            {formatMoney(total.amountMinor, total.currency, i18n.language)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
