import type { ContentDocument } from './content-source.ts';

/** Splits `---\ntitle: …\ndescription: …\nupdated: …\n---\nbody` into a content document. */
export function parseFrontMatter(text: string): ContentDocument | null {
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) return null;
  const fields = new Map<string, string>();
  for (const line of (match[1] ?? '').split(/\r?\n/)) {
    const separator = line.indexOf(':');
    if (separator > 0) fields.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  const title = fields.get('title');
  if (!title) return null;
  return {
    title,
    description: fields.get('description') ?? '',
    updated: fields.get('updated') ?? '',
    markdown: (match[2] ?? '').trim(),
  };
}
