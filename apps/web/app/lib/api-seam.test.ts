import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
const API_DIR = fileURLToPath(new URL('../../../../packages/api/src', import.meta.url));

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

const appFiles = sourceFiles(APP_DIR, /\.tsx?$/).map((file) => ({
  name: relative(APP_DIR, file),
  text: readFileSync(file, 'utf8'),
}));

/** The first segment of every route the API declares (`/me`, `/locations`, …). */
const apiSegments = [
  ...new Set(
    sourceFiles(API_DIR, /\.routes\.ts$/).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/path: '\/([a-z-]+)/g)].map((match) => match[1]),
    ),
  ),
];

/** The only modules that know how the API is reached: the typed client (its calls by area) and the typed links. */
const CLIENT_MODULES = new Set([
  'lib/api-client.ts',
  'lib/api-calls/typed-api.ts',
  'lib/api-calls/account-calls.ts',
  'lib/api-calls/discovery-calls.ts',
  'lib/api-calls/booking-calls.ts',
  'lib/api-calls/inbox-calls.ts',
  'lib/api-calls/class-calls.ts',
  'lib/api-answers.ts',
  'lib/api-links.ts',
]);

describe('the web app reaches the API only through its typed client (issue 23)', () => {
  it('finds the API’s routes and the app’s modules to check', () => {
    expect(apiSegments).toEqual(expect.arrayContaining(['me', 'locations', 'search', 'basket', 'auth']));
    expect(appFiles.length).toBeGreaterThan(100);
  });

  it('names no API path outside the client: no `/api/v1`, no string starting with a route of the API', () => {
    const routeString = new RegExp(`['"\`]/(?:api/v1|${apiSegments.join('|')})(?:[/?'"\`]|$)`);
    const offenders = appFiles
      .filter((file) => !CLIENT_MODULES.has(file.name))
      .filter((file) => routeString.test(file.text))
      .map((file) => file.name);
    expect(offenders).toEqual([]);
  });

  it('casts no API answer: the client and the links hold no type assertion', () => {
    for (const name of CLIENT_MODULES) {
      const text = appFiles.find((file) => file.name === name)?.text ?? '';
      expect(text).not.toBe('');
      const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      expect(code.replaceAll(' as const', '')).not.toMatch(/\bas [A-Za-z{[(]/);
    }
  });
});

/** The one module that sends requests over the network: the typed client's browser transport. */
const TRANSPORT_MODULE = 'lib/api-client.ts';
/**
 * The one module that fetches something other than the API: the document head's inline script fetching
 * the page's messages file, a static asset of the build (ADR 031), before any of the app's code runs.
 */
const MESSAGES_FETCH_MODULE = 'platform/messages-early-fetch.ts';
/** The one module that makes the browser's client, with every header of SPEC §7 (issue 25). */
const BROWSER_CLIENT_MODULE = 'platform/browser-api.ts';

/** The app's code without its comments (a comment may name `fetch(`). */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

describe('every request the app makes goes through the typed client with the SPEC §7 headers (issue 25)', () => {
  it('calls no bare fetch, XMLHttpRequest, sendBeacon, EventSource or WebSocket outside the transport', () => {
    const request =
      /(?:^|[^\w.$])fetch\s*\(|(?:window|globalThis|self)\.fetch\s*\(|XMLHttpRequest|sendBeacon|new EventSource|new WebSocket/;
    const offenders = appFiles
      .filter((file) => file.name !== TRANSPORT_MODULE && file.name !== MESSAGES_FETCH_MODULE)
      .filter((file) => request.test(codeOf(file.text)))
      .map((file) => file.name);
    expect(offenders).toEqual([]);
    expect(request.test(codeOf(appFiles.find((file) => file.name === TRANSPORT_MODULE)?.text ?? ''))).toBe(
      true,
    );
  });

  it('makes the browser’s client in one place, which sends the saved login and the tracking record', () => {
    const makers = appFiles
      .filter((file) => /\b(?:createApiClient|browserTransport)\(/.test(codeOf(file.text)))
      .map((file) => file.name);
    expect(makers.filter((name) => name !== TRANSPORT_MODULE)).toEqual([BROWSER_CLIENT_MODULE]);
    const browserClient = codeOf(appFiles.find((file) => file.name === BROWSER_CLIENT_MODULE)?.text ?? '');
    expect(browserClient).toMatch(/credentials: restoredCredentials/);
    expect(browserClient).toMatch(/tracking: browserTracking\(\)/);
  });

  it('lets no widget fetch from the API by itself: the bot check’s challenge comes through the client', () => {
    const selfFetching = appFiles
      .filter((file) => /<altcha-widget[^>]*\bchallenge=/.test(file.text))
      .map((file) => file.name);
    expect(selfFetching).toEqual([]);
    const field = appFiles.find((file) => file.name === 'features/bot-check/bot-check-field.tsx')?.text;
    expect(field).toMatch(/fetch: async [^\n]*fetchBotCheckChallenge/);
  });
});
