import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { spawnServer, stopSpawnedServers } from '../../server/testing/spawn-server.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

/**
 * Issue 24: English pages from a server writing English in the pseudo-locale (`PSEUDO_LOCALE=true`:
 * "Book now" → "⟦Ɓööķ ñöŵ⟧"). Every piece of the interface's own text — buttons, labels, headings, the
 * names screen readers hear, placeholders — must be bracketed: plain English is text written into the
 * code instead of the messages, which no other language would ever show translated.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 6;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const DATA_DIR = resolve(`.tmp/e2e-pseudo-data-${PORT}`);

/** Text that is not the interface's own words: the brand, and each language's name in itself. */
const NOT_MESSAGES = [
  /^Kalendo$/,
  /^(Български|English|Deutsch|Español|Italiano|Français|Türkçe|Română|Ελληνικά|Македонски|Русский)$/,
];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawnServer(
    {
      PORT: String(PORT),
      PUBLIC_URL: ORIGIN,
      DATA_DIR,
      NODE_ENV: 'production',
      DEV_TOOLS: 'true',
      PSEUDO_LOCALE: 'true',
    },
    { asServed: true, outputTail: 20_000 },
  );
  // It says when it listens (at the info level); a server that exits first fails here with its output.
  await server.ready;
  await expect
    .poll(async () => (await fetch(`${ORIGIN}/api/v1/health`).catch(() => null))?.status, {
      timeout: 170_000,
    })
    .toBe(200);
});

test.afterAll(() => stopSpawnedServers());

/**
 * The interface's own text on the page: what the user reads on controls and headings, and hears. Text
 * found in the page's loader data is the businesses' and the catalogue's (names of places, services,
 * categories, cities), not the interface's: the messages are not in it (ADR 031). Day names come from
 * the browser's `Intl`; the bot check's words from its own language pack.
 */
function interfaceText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const loaderData = [...document.scripts]
      .filter((script) => !script.src)
      .map((script) => script.textContent ?? '')
      .join('\n');
    // Written as JSON in a script, with `&`, `<` and `>` escaped for the HTML around it.
    const asScript = (text: string) =>
      JSON.stringify(text)
        .slice(1, -1)
        .replace(/[&<>]/g, (char) => `\\u00${char.charCodeAt(0).toString(16)}`);
    const isData = (text: string) =>
      loaderData.includes(JSON.stringify(text).slice(1, -1)) || loaderData.includes(asScript(text));
    const days = new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' });
    const dayNames = new Set(
      Array.from({ length: 7 }, (_, day) => days.format(Date.UTC(2026, 10, 23 + day))),
    );
    const texts: string[] = [];
    const ui = 'button, label, legend, h1, th, summary, [role="status"], [role="tab"], option, nav a';
    for (const element of document.querySelectorAll<HTMLElement>(ui)) {
      if (element.closest('altcha-widget')) continue;
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim() ?? '')
        .join(' ')
        .trim();
      if (own) texts.push(own);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (element.closest('altcha-widget')) continue;
      for (const name of ['aria-label', 'placeholder', 'title'])
        if (element.hasAttribute(name)) texts.push(element.getAttribute(name) ?? '');
    }
    return texts.filter((text) => !isData(text) && !dayNames.has(text));
  });
}

test('English in the pseudo-locale: no interface text outside the messages', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = consoleProblems(page);
  const featured = (await (await fetch(`${ORIGIN}/api/v1/locations/featured?limit=1`)).json()) as {
    items: Array<{ slug: string }>;
  };
  const paths = [
    '/en/home',
    '/en/search?q=massage',
    `/en/location/${featured.items[0]?.slug}`,
    '/en/classes',
    '/en/memberships',
    '/en/inspiration',
    '/en/sign-in',
    '/en/sign-up',
    '/en/basket',
    '/en/no-such-page',
  ];
  const plain: string[] = [];
  for (const path of paths) {
    await gotoHydrated(page, `${ORIGIN}${path}`);
    // The page is in the pseudo-locale once hydrated (the browser turned its own copy of the messages too).
    await expect(page.getByRole('navigation').first()).toContainText('⟦');
    for (const text of await interfaceText(page))
      if (
        /[A-Za-z]{2}/.test(text) &&
        !text.includes('⟦') &&
        !NOT_MESSAGES.some((allowed) => allowed.test(text))
      )
        plain.push(`${path}: ${text}`);
  }
  expect([...new Set(plain)]).toEqual([]);
  // The 404 page's own status is logged by Chromium as a failed load.
  expect(problems.filter((problem) => !/Failed to load resource.*404/.test(problem))).toEqual([]);
});
