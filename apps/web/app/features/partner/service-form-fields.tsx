import { useTranslation } from 'react-i18next';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import { ChoiceList } from './choice-list.tsx';
import { PriceFields } from './price-fields.tsx';

interface CatalogueCategory {
  slug: string;
  name: string;
  services: readonly { slug: string; name: string }[];
}

/**
 * A service's fields (type, name, duration and buffers, price, who performs it), as adding and editing a
 * service share them; `values` are the form's own strings (sent again after a refusal, or the saved service).
 */
export function ServiceFormFields({
  catalogue,
  values,
  currency,
  errors,
  staff,
  staffIds,
}: {
  catalogue: readonly CatalogueCategory[];
  values: Record<string, string | undefined>;
  currency: string;
  errors: Record<string, string>;
  staff: readonly { id: string; name: string }[];
  staffIds: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor="marketplaceServiceSlug" className="text-sm font-medium text-slate-800">
          {t('partner.services.type')}
        </label>
        <select
          id="marketplaceServiceSlug"
          name="marketplaceServiceSlug"
          defaultValue={values.marketplaceServiceSlug ?? ''}
          aria-describedby="marketplaceServiceSlug-hint"
          className="rounded-lg border border-slate-300 bg-white px-3 py-2"
        >
          <option value="">{t('partner.services.noType')}</option>
          {catalogue.map((category) => (
            <optgroup key={category.slug} label={category.name}>
              {category.services.map((type) => (
                <option key={type.slug} value={type.slug}>
                  {type.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <p id="marketplaceServiceSlug-hint" className="text-sm text-slate-600">
          {t('partner.services.typeHint')}
        </p>
      </div>
      <AuthField
        name="name"
        label={t('partner.services.name')}
        defaultValue={values.name}
        error={errors.name}
        maxLength={120}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        {(['durationMinutes', 'bufferBeforeMinutes', 'bufferAfterMinutes'] as const).map((name) => (
          <AuthField
            key={name}
            name={name}
            type="number"
            inputMode="numeric"
            min={0}
            step={5}
            label={t(`partner.services.${name}`)}
            defaultValue={values[name]}
            error={errors[name]}
          />
        ))}
      </div>
      <PriceFields price={values.price} currency={currency} errors={errors} />
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          name="priceIsFrom"
          defaultChecked={values.priceIsFrom === 'on'}
          className="h-4 w-4"
        />
        {t('partner.services.priceIsFrom')}
      </label>
      <ChoiceList
        name="staffIds"
        legend={t('partner.services.performedBy')}
        choices={staff.map((member) => ({ id: member.id, label: member.name }))}
        checked={staffIds}
        empty={t('partner.services.noStaff')}
      />
    </>
  );
}
