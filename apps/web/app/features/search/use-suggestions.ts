import type { Suggestion } from '@kalendo/contracts';
import { useEffect, useRef, useState } from 'react';
import { useRootData } from '../../lib/root-data.ts';

/** Wait after the last keystroke before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 200;

/**
 * Autocomplete suggestions for the typed text, fetched in the browser a moment after typing stops
 * (answers to older text are dropped; repeated text is served from memory).
 */
export function useSuggestions(text: string, enabled: boolean): Suggestion[] {
  const root = useRootData();
  const cache = useRef(new Map<string, Suggestion[]>());
  const [state, setState] = useState<{ text: string; items: Suggestion[] }>({ text: '', items: [] });
  const q = text.trim();

  useEffect(() => {
    if (!enabled || !q || !root) return;
    const known = cache.current.get(q);
    if (known) {
      setState({ text: q, items: known });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // The client (and the request headers' code) is fetched with the first suggestion, not with the page.
      import('../../platform/browser-api.ts')
        .then(({ browserApi }) => browserApi(root, controller.signal))
        .then((api) => api.suggestSearch(q))
        .then(
          ({ items }) => {
            cache.current.set(q, items);
            setState({ text: q, items });
          },
          () => undefined, // Offline or aborted: the form still submits the text.
        );
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [q, enabled, root]);

  // The last answer stays up while the next one is on its way (no flicker while typing).
  return enabled && q && state.text ? state.items : [];
}
