import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

/** A labelled multi-line field whose error is announced and tied to it, as `AuthField` does for inputs. */
export function PartnerTextArea({
  name,
  label,
  error,
  hint,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  name: string;
  label: string;
  error?: string | undefined;
  /** A line under the field on what it takes, read with it (`${name}-hint`). */
  hint?: string | undefined;
}) {
  return (
    <FieldFrame name={name} label={label} error={error}>
      {(described) => (
        <>
          <textarea
            id={name}
            name={name}
            rows={4}
            {...described}
            {...(hint
              ? {
                  'aria-describedby': [described['aria-describedby'], `${name}-hint`]
                    .filter(Boolean)
                    .join(' '),
                }
              : {})}
            className="rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
            {...area}
          />
          {hint ? (
            <p id={`${name}-hint`} className="text-sm text-slate-600">
              {hint}
            </p>
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
