import { useTranslation } from 'react-i18next';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import { PartnerSelect } from './partner-select.tsx';
import { PartnerTextArea } from './partner-text-area.tsx';

/** The business's own fields, as a new business is made and as its details are changed later. */
export function BusinessFields({
  values,
  errors,
  categories,
  nameAutoComplete,
}: {
  values: { name?: string | undefined; categorySlug?: string | undefined; description?: string | undefined };
  errors: Record<string, string | undefined>;
  categories: ReadonlyArray<{ slug: string; name: string }>;
  /** `organization` where the name is typed for the first time. */
  nameAutoComplete?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AuthField
        name="name"
        label={t('partner.details.name')}
        defaultValue={values.name}
        error={errors.name}
        maxLength={120}
        {...(nameAutoComplete ? { autoComplete: nameAutoComplete } : {})}
      />
      <PartnerSelect
        name="categorySlug"
        label={t('partner.details.category')}
        defaultValue={values.categorySlug ?? ''}
        options={[
          { value: '', label: t('partner.details.noCategory') },
          ...categories.map((category) => ({ value: category.slug, label: category.name })),
        ]}
        error={errors.categorySlug}
      />
      <PartnerTextArea
        name="description"
        label={t('partner.details.description')}
        defaultValue={values.description}
        error={errors.description}
        maxLength={4000}
      />
    </>
  );
}
