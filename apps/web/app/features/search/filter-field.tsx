import type { ReactNode } from 'react';

export const FIELD_CLASS =
  'w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900';

/** A labelled control of the filter panel. */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
