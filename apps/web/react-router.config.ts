import type { Config } from '@react-router/dev/config';

/**
 * The web is server-rendered. ADR 004: `KALENDO_TARGET=spa` builds the native shell's pages instead, no
 * server, one `index.html` (the root's fallback) that the shell opens at any path: Capacitor's `webDir`.
 */
const spa = process.env.KALENDO_TARGET === 'spa';

export default {
  appDirectory: 'app',
  buildDirectory: spa ? 'build-spa' : 'build',
  ssr: !spa,
} satisfies Config;
