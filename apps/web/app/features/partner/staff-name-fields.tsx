import { useTranslation } from 'react-i18next';
import { AuthField } from '../../shared/auth/auth-field.tsx';

/** A staff member's name and job title, as adding and editing one share them. */
export function StaffNameFields({
  name,
  title,
  errors,
}: {
  name: string | undefined;
  title: string | undefined;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AuthField
        name="name"
        label={t('partner.staff.name')}
        defaultValue={name}
        error={errors.name}
        maxLength={120}
      />
      <AuthField
        name="title"
        label={t('partner.staff.title')}
        defaultValue={title}
        error={errors.title}
        maxLength={80}
      />
    </div>
  );
}
