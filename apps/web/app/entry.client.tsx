import { loadBundledFormats } from '@kalendo/i18n/load-bundled-formats';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

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

// A language the browser may have no dates or prices for (Macedonian) is formatted by the same bundled
// code the server used, so it must be there before hydration compares the two (ADR 025). If it cannot be
// fetched, the page still becomes interactive.
loadBundledFormats(document.documentElement.lang)
  .catch(() => undefined)
  .then(hydrate);
