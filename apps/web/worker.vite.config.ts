import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The service worker (`worker/service-worker.ts`, ADR 022): Workbox bundled into one classic script,
 * outside the served files; the server serves it at `/sw.js` with this deployment's version and precache
 * list in front of it.
 */
export default defineConfig({
  build: {
    target: 'es2020',
    outDir: 'build/worker',
    emptyOutDir: true,
    copyPublicDir: false,
    lib: {
      entry: fileURLToPath(new URL('worker/service-worker.ts', import.meta.url)),
      formats: ['iife'],
      name: 'KalendoServiceWorker',
      fileName: () => 'service-worker.js',
    },
    minify: true,
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
});
