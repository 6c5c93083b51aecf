import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

export const SLOT_REFRESH_MS = 60_000;

/** Free times go stale: reload them when the window regains focus and every minute while it is open. */
export function useFreshSlots(): void {
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    const refresh = () => {
      if (state === 'idle' && document.visibilityState === 'visible') revalidate();
    };
    const timer = setInterval(refresh, SLOT_REFRESH_MS);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [revalidate, state]);
}
