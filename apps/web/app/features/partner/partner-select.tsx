import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

/** A labelled select whose error is announced and tied to it, as `AuthField` does for inputs. */
export function PartnerSelect({
  name,
  id = name,
  label,
  error,
  options,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & {
  name: string;
  label: ReactNode;
  error?: string | undefined;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FieldFrame name={name} id={id} label={label} error={error}>
      {(described) => (
        <select
          id={id}
          name={name}
          {...described}
          className="max-w-full rounded-lg border border-slate-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600"
          {...select}
        >
          {options.map((option) => (
            // Names from the runtime's Intl may differ between server and browser by a letter.
            <option key={option.value} value={option.value} suppressHydrationWarning>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
