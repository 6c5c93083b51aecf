import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { SpinnerButton } from './spinner-button.tsx';

/**
 * A modal confirmation (native `<dialog>`) whose confirm button posts `fields` to the page action; it shows
 * the pending state and closes itself when the action is done. Without a network the change is refused
 * here, in the user's language, rather than lost on the way (issue 20).
 */
export function ConfirmDialog({
  dialogRef,
  titleId,
  title,
  body,
  fields,
  keepLabel,
  confirmLabel,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  titleId: string;
  title: string;
  body: string;
  fields: Record<string, string>;
  keepLabel: string;
  confirmLabel: string;
}) {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(false);
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) dialogRef.current?.close();
    wasBusy.current = busy;
  }, [busy, dialogRef]);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className="m-auto max-w-sm rounded-2xl p-6 backdrop:bg-slate-900/40"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-2 text-slate-600">{body}</p>
      {offline ? (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('offline.refused')}
        </p>
      ) : null}
      <Form
        method="post"
        preventScrollReset
        onSubmit={(event) => {
          setOffline(!navigator.onLine);
          if (!navigator.onLine) event.preventDefault();
        }}
        className="mt-4 flex flex-wrap justify-end gap-2"
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="rounded-full px-4 py-2 hover:bg-slate-100"
        >
          {keepLabel}
        </button>
        <SpinnerButton
          type="submit"
          loading={busy}
          className="rounded-full bg-red-700 px-4 py-2 font-medium text-white"
        >
          {confirmLabel}
        </SpinnerButton>
      </Form>
    </dialog>
  );
}
