import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';

/** React Router's page build (`build/server/`), from beside the sources. */
export const PAGE_BUILD_FILE = fileURLToPath(new URL('../build/server/index.js', import.meta.url));

/**
 * Imports the page build. The served server (`build-server.ts`) bundles the page build with itself instead,
 * so pages and server share one copy of React and React Router, and this module is replaced there.
 */
export const importPageBuild = async () => (await import(PAGE_BUILD_FILE)) as ServerBuild;
