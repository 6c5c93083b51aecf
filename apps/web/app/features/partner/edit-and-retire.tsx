import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RetireButton } from './retire-button.tsx';

/** "Edit" (its own page, at the item's id under the list) and "Remove" (confirmed) on a service or staff member. */
export function EditAndRetire({ id, name, retireBody }: { id: string; name: string; retireBody: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1">
      <Link to={id} className="rounded-full px-3 py-1 text-sm font-medium text-brand-800 hover:bg-brand-50">
        {t('partner.services.edit')}
        <span className="sr-only"> {name}</span>
      </Link>
      <RetireButton id={id} name={name} body={retireBody} />
    </div>
  );
}
