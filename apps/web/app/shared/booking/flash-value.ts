import type { Flash } from './flash-toast.tsx';

/** A flash message read back from where it was kept (anything unknown is ignored). */
export function toFlash(value: Partial<Flash> | null): Flash | null {
  if (value?.key === 'rescheduled') return { key: 'rescheduled' };
  if (value?.key === 'notMerged' && Number.isSafeInteger(value.count) && (value.count ?? 0) > 0) {
    return { key: 'notMerged', count: value.count ?? 0 };
  }
  return null;
}
