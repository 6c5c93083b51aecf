import type { ReactNode } from 'react';

/**
 * A control's label above it and its error below, tied to it (`aria-describedby` of `${id}-error`), as
 * `AuthField` lays out an input: the frame of the partner pages' selects and text areas. The control's `id`
 * is its `name` unless a page holds several of that name (one per row).
 */
export function FieldFrame({
  name,
  id = name,
  label,
  error,
  children,
}: {
  name: string;
  id?: string;
  /** Text, or text with words only a screen reader hears (which row the control belongs to). */
  label: ReactNode;
  error: string | undefined;
  children: (described: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
