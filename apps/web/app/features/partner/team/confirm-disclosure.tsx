import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { SpinnerButton } from '../../../shared/ui/spinner-button.tsx';

/**
 * A confirm step that works without JavaScript: the button opens a disclosure (`<details>`) that says what
 * will happen and holds the form that posts `fields` to the page's action; "Cancel" closes it again.
 */
export function ConfirmDisclosure({
  label,
  hiddenName,
  title,
  body,
  fields,
  confirmLabel,
  cancelLabel,
  outlined = false,
}: {
  label: string;
  /** Said after the label to screen readers only (whom it is about). */
  hiddenName?: string;
  title: string;
  body: string;
  fields: Record<string, string>;
  confirmLabel: string;
  cancelLabel: string;
  /** A bordered button whose edge lines up with the text around it (a section's action, not a row's). */
  outlined?: boolean;
}): ReactNode {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === value);
  return (
    <details className="group">
      <summary
        className={`inline-block cursor-pointer list-none rounded-full px-3 text-sm font-medium text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden ${outlined ? 'border border-red-300 py-1.5' : 'py-1'}`}
      >
        {label}
        {hiddenName ? <span className="sr-only"> {hiddenName}</span> : null}
      </summary>
      <div className="mt-2 flex flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="font-semibold text-red-950">{title}</p>
        <p className="text-sm text-red-900">{body}</p>
        <Form method="post" preventScrollReset className="flex flex-wrap items-center gap-2">
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <SpinnerButton
            type="submit"
            loading={busy}
            className="rounded-full bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800"
          >
            {confirmLabel}
          </SpinnerButton>
          <CloseDetails label={cancelLabel} />
        </Form>
      </div>
    </details>
  );
}

/** Closes the disclosure it is in (with JavaScript; without, the summary closes it). */
function CloseDetails({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={(event) => event.currentTarget.closest('details')?.removeAttribute('open')}
      className="rounded-full px-4 py-2 text-sm hover:bg-white"
    >
      {label}
    </button>
  );
}
