import type { ReactNode } from 'react';

/**
 * A control's label above it and its error below, tied to it (`aria-describedby` of `${name}-error`), as
 * `AuthField` lays out an input: the frame of the partner pages' selects and text areas.
 */
export function FieldFrame({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error: string | undefined;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {})}
      {error ? (
        <p id={`${name}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
