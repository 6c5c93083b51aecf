import type { Ref } from 'react';

export interface UpdateDialogText {
  title: string;
  body: string;
  /** The confirming button: "Apply update" (web) or "Open the store" (native). */
  action: string;
  /** The declining button, "Later": the native store dialog only. The web dialog has none (SPEC §8). */
  decline?: string | undefined;
}

const button = 'rounded-full px-5 py-2 font-medium';

/**
 * The update confirmation, opened as a modal by its owner. Without `decline` it cannot be dismissed: no
 * second button, and Escape does nothing. With it, "Later" and Escape both decline.
 */
export function UpdateDialog({
  text,
  onConfirm,
  onDecline,
  dialogRef,
}: {
  text: UpdateDialogText;
  onConfirm: () => void;
  onDecline: () => void;
  dialogRef?: Ref<HTMLDialogElement>;
}) {
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="update-title"
      onCancel={(event) => {
        event.preventDefault();
        if (text.decline) onDecline();
      }}
      className="m-auto max-w-sm rounded-2xl p-6 backdrop:bg-slate-900/40"
    >
      <h2 id="update-title" className="text-lg font-semibold">
        {text.title}
      </h2>
      <p className="mt-2 text-slate-600">{text.body}</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {text.decline && (
          <button
            type="button"
            onClick={onDecline}
            className={`${button} border border-brand-800 text-brand-800 hover:bg-cyan-50`}
          >
            {text.decline}
          </button>
        )}
        <button type="button" onClick={onConfirm} className={`${button} bg-brand-700 text-white`}>
          {text.action}
        </button>
      </div>
    </dialog>
  );
}
