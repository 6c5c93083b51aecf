import { useRouteLoaderData } from 'react-router';

/** Number of items in the basket, from the shell layout's loader (revalidated after every add, remove, checkout). */
export function useBasketCount(): number {
  const data = useRouteLoaderData('routes/shell-layout') as { basketCount?: number } | undefined;
  return data?.basketCount ?? 0;
}
