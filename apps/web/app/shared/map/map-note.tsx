import type { ReactNode } from 'react';

/** A quiet line over the bottom of a map (no tiles, no map). */
export function MapNote({ children }: { children: ReactNode }) {
  return (
    <p className="absolute inset-x-2 bottom-2 rounded-lg bg-white/90 px-3 py-1.5 text-xs text-slate-700 shadow-sm">
      {children}
    </p>
  );
}
