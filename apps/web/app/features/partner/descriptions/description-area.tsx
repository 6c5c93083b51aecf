import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PartnerTextArea } from '../partner-text-area.tsx';

/**
 * One language's description as a text area that says, once it is changed, that the change is not saved
 * yet (a saved text comes back from the loader and remounts it, clean).
 */
export function DescriptionArea({
  name,
  label,
  lang,
  defaultValue,
  error,
}: {
  name: string;
  label: string;
  lang?: string | undefined;
  defaultValue: string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [changed, setChanged] = useState(false);
  return (
    <div className="flex flex-col gap-1">
      <PartnerTextArea
        name={name}
        label={label}
        lang={lang}
        defaultValue={defaultValue}
        error={error}
        maxLength={4000}
        rows={5}
        onChange={(event) => setChanged(event.currentTarget.value !== defaultValue)}
      />
      <p aria-live="polite" className="min-h-5 text-sm text-amber-800">
        {changed ? t('partnerTexts.unsaved') : ''}
      </p>
    </div>
  );
}
