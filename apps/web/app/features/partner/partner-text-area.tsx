import type { TextareaHTMLAttributes } from 'react';

/** A labelled multi-line field whose error is announced and tied to it, as `AuthField` does for inputs. */
export function PartnerTextArea({
  name,
  label,
  error,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  name: string;
  label: string;
  error?: string | undefined;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={name}
        name={name}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className="rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
        {...area}
      />
      {error ? (
        <p id={`${name}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
