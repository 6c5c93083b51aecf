import { useTranslation } from 'react-i18next';

/** What publishing still lacks (`BUSINESS_INCOMPLETE`'s `details.missing`, or the checklist's), worded. */
export function MissingItems({ items }: { items: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-1 list-disc pl-5">
      {items.map((item) => (
        <li key={item}>
          {item === 'opening-hours'
            ? t('partner.missing.openingHours')
            : t('partner.missing.bookableService')}
        </li>
      ))}
    </ul>
  );
}
