import MarkdownIt from 'markdown-it';

/**
 * Markdown to HTML that is safe to insert: raw HTML in the source is escaped, not passed through, and
 * markdown-it refuses `javascript:`, `vbscript:`, `file:` and non-image `data:` links.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
