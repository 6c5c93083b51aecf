import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './parse-front-matter.ts';
import { renderMarkdown } from './render-markdown.ts';

describe('renderMarkdown', () => {
  it('renders headings, lists and links', () => {
    const html = renderMarkdown('## Rights\n\n- access\n- deletion\n\n[Contact](/en/pages/contacts)');
    expect(html).toContain('<h2>Rights</h2>');
    expect(html).toContain('<li>access</li>');
    expect(html).toContain('<a href="/en/pages/contacts">Contact</a>');
  });

  it('escapes raw HTML and drops script links', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1))',
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('parseFrontMatter', () => {
  it('reads title, description, date and body', () => {
    expect(
      parseFrontMatter(
        '---\ntitle: Terms: the rules\ndescription: How it works\nupdated: 2026-11-22\n---\n## One\n',
      ),
    ).toEqual({
      title: 'Terms: the rules',
      description: 'How it works',
      updated: '2026-11-22',
      markdown: '## One',
    });
  });

  it('refuses a document without front matter or title', () => {
    expect(parseFrontMatter('# Just markdown')).toBeNull();
    expect(parseFrontMatter('---\ndescription: x\n---\nbody')).toBeNull();
  });
});
