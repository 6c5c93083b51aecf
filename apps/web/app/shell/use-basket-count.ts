import { useEffect, useState } from 'react';

/** Where a guest's basket lives until sign-in merges it into the server basket (DESIGN.md §3). */
export const GUEST_BASKET_KEY = 'kalendo.basket';

function readCount(): number {
  try {
    const items: unknown = JSON.parse(localStorage.getItem(GUEST_BASKET_KEY) ?? '[]');
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

/** Number of items in the basket, live across tabs (0 during server rendering). */
export function useBasketCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(readCount());
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === GUEST_BASKET_KEY) setCount(readCount());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  return count;
}
