import type { SelectHTMLAttributes } from 'react';

/** A labelled select whose error is announced and tied to it, as `AuthField` does for inputs. */
export function PartnerSelect({
  name,
  label,
  error,
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  name: string;
  label: string;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600"
        {...select}
      >
        {options.map((option) => (
          // Names from the runtime's Intl may differ between server and browser by a letter.
          <option key={option.value} value={option.value} suppressHydrationWarning>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${name}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
