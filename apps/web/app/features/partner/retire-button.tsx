import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';

/** "Remove" on a service or staff member, confirmed in a dialog that posts `intent=retire` and its id. */
export function RetireButton({ id, name, body }: { id: string; name: string; body: string }) {
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
        fields={{ intent: 'retire', id }}
        keepLabel={t('partner.retire.keep')}
        confirmLabel={t('partner.retire.confirm')}
      />
    </>
  );
}
