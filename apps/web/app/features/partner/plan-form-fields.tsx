import { useTranslation } from 'react-i18next';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import { ChoiceList } from './choice-list.tsx';
import { PriceFields } from './price-fields.tsx';

/**
 * A membership plan's fields (adding one and editing one): name, price, period, visits, pauses and what it
 * covers. `values` are the form's strings (a saved plan's, or those sent and refused).
 */
export function PlanFormFields({
  values,
  currency,
  errors,
  classTypes,
  services,
  checked,
}: {
  values: Record<string, string | undefined>;
  currency: string;
  errors: Record<string, string>;
  classTypes: readonly { id: string; name: string }[];
  services: readonly { id: string; name: string }[];
  /** The classes and services ticked. */
  checked: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <AuthField
        name="name"
        label={t('partnerClasses.plans.name')}
        defaultValue={values.name}
        error={errors.name}
        maxLength={120}
      />
      <PriceFields price={values.price} currency={currency} errors={errors} />
      <div className="grid gap-4 sm:grid-cols-3">
        <AuthField
          name="periodDays"
          type="number"
          inputMode="numeric"
          min={1}
          label={t('partnerClasses.plans.periodDays')}
          defaultValue={values.periodDays ?? '30'}
          error={errors.periodDays}
        />
        <AuthField
          name="credits"
          type="number"
          inputMode="numeric"
          min={1}
          label={t('partnerClasses.plans.credits')}
          hint={t('partnerClasses.plans.creditsHint')}
          defaultValue={values.credits}
          error={errors.credits}
        />
        <AuthField
          name="maxFreezeDays"
          type="number"
          inputMode="numeric"
          min={0}
          label={t('partnerClasses.plans.maxFreezeDays')}
          defaultValue={values.maxFreezeDays ?? '0'}
          error={errors.maxFreezeDays}
        />
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="coversEverything"
          defaultChecked={values.coversEverything === 'on'}
          className="h-4 w-4"
        />
        {t('partnerClasses.plans.coversEverything')}
      </label>
      <ChoiceList
        name="classIds"
        legend={t('partnerClasses.plans.coversClasses')}
        choices={classTypes.map((type) => ({ id: type.id, label: type.name }))}
        checked={checked}
        empty={t('partnerClasses.classes.empty')}
      />
      <ChoiceList
        name="serviceIds"
        legend={t('partnerClasses.plans.coversServices')}
        choices={services.map((service) => ({ id: service.id, label: service.name }))}
        checked={checked}
        empty={t('partner.services.empty')}
      />
      {errors.covers ? (
        <p role="alert" className="text-sm text-red-800">
          {t('partnerClasses.plans.coversRequired')}
        </p>
      ) : null}
    </>
  );
}
