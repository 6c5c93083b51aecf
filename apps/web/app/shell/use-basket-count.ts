import { useRouteLoaderData } from 'react-router';
import { usePersonal } from '../lib/personal-overlay.ts';

/** Number of items in the basket, from the shell layout's loader (revalidated after every add, remove, checkout). */
export function useBasketCount(): number {
  const data = useRouteLoaderData('routes/shell-layout') as { basketCount?: number } | undefined;
  return usePersonal(data, (overlay) => overlay.basketCount, data?.basketCount ?? 0);
}
