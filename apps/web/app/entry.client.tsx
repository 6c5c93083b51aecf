import { loadBundledFormats } from '@kalendo/i18n/load-bundled-formats';
import { isSupportedLocale } from '@kalendo/i18n/locales';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages } from './lib/messages.ts';

function hydrate(): void {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const { lang } = document.documentElement;

// The page's messages (preloaded by its head) must be there before hydration renders its text: if they
// cannot be fetched (twice), the page stays as the server wrote it, its links and forms working without
// scripts, rather than being redrawn without words. A language the browser may have no dates or prices
// for (Macedonian) is formatted by the same bundled code the server used, so it must be there before
// hydration compares the two (ADR 025); if that cannot be fetched, the page still becomes interactive.
Promise.all([
  isSupportedLocale(lang) ? loadMessages(lang) : undefined,
  loadBundledFormats(lang).catch(() => undefined),
]).then(hydrate, () => undefined);
