import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ContentSource } from './content-source.ts';
import { parseFrontMatter } from './parse-front-matter.ts';

/** The default content system: `<dir>/<locale>/<slug>.md` with front matter. */
export function createFileContentSource(dir: string): ContentSource {
  return {
    async getPage(slug, locale) {
      if (!/^[a-z0-9-]+$/.test(slug) || !/^[a-z]{2}$/.test(locale)) return null;
      try {
        return parseFrontMatter(await readFile(join(dir, locale, `${slug}.md`), 'utf8'));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
