import { useTranslation } from 'react-i18next';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import { PartnerSelect } from './partner-select.tsx';
import { currencyOptions } from './place-options.ts';

/** A price and its currency, side by side (a service's, a class type's, a membership plan's). */
export function PriceFields({
  price,
  currency,
  errors,
}: {
  price: string | undefined;
  currency: string;
  errors: Record<string, string>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AuthField
        name="price"
        label={t('partner.services.price')}
        inputMode="decimal"
        defaultValue={price}
        error={errors.price}
      />
      <PartnerSelect
        name="currency"
        label={t('partner.place.currency')}
        defaultValue={currency}
        options={currencyOptions(i18n.language)}
        error={errors.currency}
      />
    </div>
  );
}
