import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled input whose error is announced and tied to it (`aria-describedby`). */
export function AuthField({
  name,
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}) {
  const described = [error ? `${name}-error` : '', hint ? `${name}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={name} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
        {...input}
      />
      {hint && (
        <div id={`${name}-hint`} className="text-sm text-slate-600">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${name}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
