import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';

export const BUILD_DIR = fileURLToPath(new URL('../../build/', import.meta.url));

/** The production build of the web app; the test suite runs after `npm run build`. */
export async function loadBuild(): Promise<ServerBuild> {
  const entry = `${BUILD_DIR}server/index.js`;
  if (!existsSync(entry))
    throw new Error('The web app is not built: run `npm run build` before the integration tests.');
  return (await import(/* @vite-ignore */ entry)) as ServerBuild;
}
