import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';

/** "Remove" on a service, staff member or special day, confirmed in a dialog that posts `intent` and its id. */
export function RetireButton({
  id,
  name,
  body,
  intent = 'retire',
}: {
  id: string;
  name: string;
  body: string;
  intent?: string;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        onClick={() => dialog.current?.showModal()}
        className="rounded-full px-3 py-1 text-sm font-medium text-red-800 hover:bg-red-50"
      >
        {t('partner.retire.button')}
        <span className="sr-only"> {name}</span>
      </button>
      <ConfirmDialog
        dialogRef={dialog}
        titleId={titleId}
        title={t('partner.retire.title', { name })}
        body={body}
        fields={{ intent, id }}
        keepLabel={t('partner.retire.keep')}
        confirmLabel={t('partner.retire.confirm')}
      />
    </>
  );
}
