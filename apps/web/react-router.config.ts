import type { Config } from '@react-router/dev/config';

/**
 * The web is server-rendered. ADR 004: `KALENDO_TARGET=spa` builds the native shell's pages instead, no
 * server, one `index.html` (the root's fallback) that the shell opens at any path: Capacitor's `webDir`.
 */
const spa = process.env.KALENDO_TARGET === 'spa';

export default {
  appDirectory: 'app',
  // `SPA_BUILD_DIRECTORY`: a build of the tests' own (its API on the page's origin) beside the shell's.
  buildDirectory: spa ? (process.env.SPA_BUILD_DIRECTORY ?? 'build-spa') : 'build',
  ssr: !spa,
  // React Router splits client loaders into chunks of their own by reading the route file from disk, where
  // the SPA build's loaders are still server ones (spa-route-exports.ts): the SPA keeps each route whole.
  splitRouteModules: !spa,
} satisfies Config;
