import { fileURLToPath } from 'node:url';

/** Markdown content pages per language (`content/<lang>/<slug>.md`), read by the default content source. */
export const CONTENT_DIR = fileURLToPath(new URL('../content/', import.meta.url));
