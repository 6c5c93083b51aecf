import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The widget's loader (`widget/loader.ts`, issue 17): one plain script, built after the app into its
 * assets with a content hash (immutable); the server answers `/widget.js` with it, short-cached (ADR 019).
 */
export default defineConfig({
  build: {
    target: 'es2020',
    outDir: 'build/client/assets',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: {
      entry: fileURLToPath(new URL('widget/loader.ts', import.meta.url)),
      formats: ['iife'],
      name: 'KalendoWidget',
      fileName: () => 'widget-loader-[hash].js',
    },
    minify: true,
  },
});
