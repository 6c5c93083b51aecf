import { useTranslation } from 'react-i18next';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import { PartnerTextArea } from './partner-text-area.tsx';

export interface PlaceContactValues {
  phone: string;
  email: string;
  description: string;
}

/** A place's phone, e-mail and description (sent as `phone`, `email`, `description`; read by `placeContactFromForm`). */
export function PlaceContactFields({
  values,
  errors,
}: {
  values: PlaceContactValues;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <AuthField
          name="phone"
          type="tel"
          label={t('partner.place.phone')}
          defaultValue={values.phone}
          error={errors.phone}
          maxLength={40}
        />
        <AuthField
          name="email"
          type="email"
          label={t('partner.place.email')}
          defaultValue={values.email}
          error={errors.email}
          maxLength={200}
        />
      </div>
      <PartnerTextArea
        name="description"
        label={t('partner.place.description')}
        defaultValue={values.description}
        error={errors.description}
        maxLength={4000}
      />
    </>
  );
}
