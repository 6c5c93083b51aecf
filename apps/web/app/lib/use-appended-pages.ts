import { useState } from 'react';

/** A page of a keyset-paged list as a loader answers it: `cursor` is the one it was asked with. */
export interface LoadedPage<Page extends { nextCursor: string | null }> {
  cursor: string | null;
  page: Page;
}

/**
 * The pages shown so far: "Load more" (a link to the next page, so it works without JavaScript) appends
 * the next page to the ones above once hydrated; a revalidation (after an action) replaces the last one,
 * and anything else (a new filter) starts over.
 */
export function useAppendedPages<Page extends { nextCursor: string | null }>(
  loaded: LoadedPage<Page>,
): LoadedPage<Page>[] {
  const [pages, setPages] = useState<LoadedPage<Page>[]>([loaded]);
  const last = pages.at(-1);
  if (last?.page !== loaded.page) {
    if (last && loaded.cursor !== null && last.cursor === loaded.cursor)
      setPages([...pages.slice(0, -1), loaded]);
    else if (last && loaded.cursor !== null && last.page.nextCursor === loaded.cursor)
      setPages([...pages, loaded]);
    else setPages([loaded]);
  }
  return pages;
}
