import { execFile } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { startSpaServer } from '../stand-ins/spa-server.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';
import { bearerLogin, seedSavedLogin } from './saved-login.ts';

/**
 * The native app (issue 20, ADR 004): the SPA build, served from its own origin as the shell's web view
 * serves it, under a stubbed Capacitor bridge. Its pages get their data in the browser (the route loaders
 * run as clientLoaders) from the server under test.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const API = `http://127.0.0.1:${PORT}`;
const SPA_PORT = PORT + 3;
const SHELL = `http://127.0.0.1:${SPA_PORT}`;
const BUILD = resolve(`.tmp/spa-e2e-${PORT}`);
const PLACE = 'studio-lotus-sofia-center';

let server: Server;

/**
 * Builds the shell's SPA once per test run: a later worker of the same run (after a failure, a retry) finds
 * the build, marked with the test runner's process id (the parent of every worker of one run), as it is.
 */
async function buildSpaOncePerRun() {
  const marker = `${BUILD}/built-by-run`;
  const run = String(process.ppid);
  if ((await readFile(marker, 'utf8').catch(() => '')) === run) return;
  // The shell's build with the API on the page's origin (the stand-in passes /api on to the server). A
  // directory outside the app is not emptied by the build, and an index.html left there would stay.
  await rm(BUILD, { recursive: true, force: true });
  await promisify(execFile)('npm', ['run', 'build:spa', '--workspace', '@kalendo/web'], {
    env: {
      ...process.env,
      SPA_API_ORIGIN: '',
      SPA_BUILD_DIRECTORY: BUILD,
      SPA_ORIGIN: 'https://kalendo.app',
    },
  });
  await writeFile(marker, run);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await buildSpaOncePerRun();
  server = await startSpaServer({ root: `${BUILD}/client`, api: API, port: SPA_PORT });
});

test.afterAll(async () => {
  await new Promise((done) => server?.close(done));
});

/** What the app asked of the stubbed plugins, and how the test makes the shell speak (deep link, back). */
interface Bridge {
  calls: Array<[string, unknown]>;
  fire(event: string, payload: unknown): void;
  listens(event: string): boolean;
}

/** A stubbed Capacitor bridge: every plugin the app uses, its calls recorded; AppUpdate reports `status`. */
async function stubBridge(page: Page, status: number) {
  await page.addInitScript((updateAvailability) => {
    const calls: Array<[string, unknown]> = [];
    const listeners = new Map<string, (payload: unknown) => void>();
    const listen = (plugin: string) => async (event: string, listener: (payload: unknown) => void) => {
      listeners.set(`${plugin}.${event}`, listener);
      return { remove: async () => listeners.delete(`${plugin}.${event}`) };
    };
    const record = (name: string) => async (payload?: unknown) => void calls.push([name, payload]);
    const bridge = {
      calls,
      fire: (event: string, payload: unknown) => listeners.get(event)?.(payload),
      listens: (event: string) => listeners.has(event),
    };
    Object.assign(window, {
      bridge,
      Capacitor: {
        isNativePlatform: () => true,
        Plugins: {
          App: { addListener: listen('App'), exitApp: record('App.exitApp') },
          SplashScreen: { hide: record('SplashScreen.hide') },
          StatusBar: {
            setStyle: record('StatusBar.setStyle'),
            setBackgroundColor: record('StatusBar.setBackgroundColor'),
          },
          Keyboard: { addListener: listen('Keyboard') },
          AppUpdate: {
            getAppUpdateInfo: async () => ({ updateAvailability }),
            openAppStore: record('AppUpdate.openAppStore'),
          },
          // The user allows notifications; registering gives the device's FCM token.
          PushNotifications: {
            checkPermissions: async () => ({ receive: 'prompt' }),
            requestPermissions: async () => {
              calls.push(['PushNotifications.requestPermissions', undefined]);
              return { receive: 'granted' };
            },
            addListener: listen('PushNotifications'),
            register: async () =>
              listeners.get('PushNotifications.registration')?.({ value: 'device-token-1' }),
          },
        },
        getPlatform: () => 'android',
      },
    });
  }, status);
}

const calls = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { bridge: Bridge }).bridge.calls.map(([name, payload]) => ({ name, payload })),
  );
/**
 * How long the app's start-up code (fetched after the page has loaded, ADR 009) may take to run on a busy
 * machine: it listens to the plugins' events and asks for the update status.
 */
const START_UP = { timeout: 15_000 };

/** Fires a plugin event (`App.appUrlOpen`…) once the app listens to it (its start-up code loads after the page). */
async function fire(page: Page, event: string, payload: unknown) {
  await expect
    .poll(
      () => page.evaluate((name) => (window as unknown as { bridge: Bridge }).bridge.listens(name), event),
      START_UP,
    )
    .toBe(true);
  await page.evaluate(
    ([name, value]) => (window as unknown as { bridge: Bridge }).bridge.fire(name as string, value),
    [event, payload] as const,
  );
}

test('the native app loads its pages through the API, opens a deep link and goes back with the back button', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await stubBridge(page, 1);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // The typed API client's requests (SPEC §7 headers), not a server's: the page has no server.
    if (url.pathname.startsWith('/api/v1/') && request.headers()['app-version']) apiCalls.push(url.pathname);
  });
  await page.goto(`${SHELL}/en/home`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Top-rated places' }).getByRole('article').first(),
  ).toBeVisible();
  // The home page's data came from the browser's own API calls (no server rendered it).
  expect(apiCalls).toContain('/api/v1/categories');
  await expect
    .poll(() => calls(page))
    .toEqual(
      expect.arrayContaining([
        { name: 'StatusBar.setStyle', payload: { style: 'DARK' } },
        { name: 'StatusBar.setBackgroundColor', payload: { color: '#00ACC1' } },
        { name: 'SplashScreen.hide', payload: { fadeOutDuration: 2000 } },
      ]),
    );

  await fire(page, 'App.appUrlOpen', { url: `https://kalendo.app/en/location/${PLACE}` });
  await expect(page).toHaveURL(`${SHELL}/en/location/${PLACE}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Лотус/);
  await expect(page.getByRole('region', { name: 'Opening hours' }).getByRole('row')).toHaveCount(7);

  await fire(page, 'App.backButton', { canGoBack: true });
  await expect(page).toHaveURL(`${SHELL}/en/home`);

  expect(problems).toEqual([]);
});

test('a deep link to a place that is not there opens the not-found page inside the app', async ({ page }) => {
  const problems = consoleProblems(page);
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  await stubBridge(page, 1);
  await page.goto(`${SHELL}/en/home`);
  await fire(page, 'App.appUrlOpen', { url: 'https://kalendo.app/en/location/no-such-place-anywhere' });
  await expect(page).toHaveURL(`${SHELL}/en/location/no-such-place-anywhere`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  // The API's answers about the unknown place are the only 404s, which Chromium prints as failed loads
  // (the web's server asks the API in process, so no browser sees them there).
  expect(missing.sort()).toEqual([
    '/api/v1/locations/no-such-place-anywhere',
    '/api/v1/locations/no-such-place-anywhere/reviews',
  ]);
  expect(problems).toEqual(missing.map(() => expect.stringContaining('status of 404 (Not Found)')));
});

test('signed in with a saved login, My appointments load with the bearer token; the device push token is asked for and sent', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await stubBridge(page, 1);
  const accessToken = await bearerLogin(API);
  await seedSavedLogin(page, { tokenType: 'Bearer', accessToken });
  const appointments = page.waitForRequest((request) => request.url().includes('/api/v1/me/appointments'));
  const pushToken = page.waitForRequest((request) => request.url().endsWith('/api/v1/auth/user-token'));
  await page.goto(`${SHELL}/en/appointments`);
  // The page guarded by sign-in opened (no detour to sign-in): its data asked for with the saved login.
  await expect(page).toHaveURL(`${SHELL}/en/appointments`);
  await expect(page.getByRole('heading', { level: 1, name: 'My appointments' })).toBeVisible();
  expect((await appointments).headers().authorization).toBe(`Bearer ${accessToken}`);
  const sent = await pushToken;
  expect(sent.headers().authorization).toBe(`Bearer ${accessToken}`);
  expect(sent.postDataJSON()).toMatchObject({
    provider: 'fcm',
    token: 'device-token-1',
    platforms: ['android'],
  });
  expect((await sent.response())?.ok()).toBe(true);
  // The system's permission prompt was asked for once, after sign-in.
  expect(
    (await calls(page)).filter((call) => call.name === 'PushNotifications.requestPermissions'),
  ).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('signed out, a page that needs sign-in leads to sign-in, which returns to it', async ({ page }) => {
  await stubBridge(page, 1);
  await page.goto(`${SHELL}/en/appointments`);
  await expect(page).toHaveURL(`${SHELL}/en/sign-in?returnTo=${encodeURIComponent('/en/appointments')}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('on a phone, the bottom bar steps aside while the keyboard is open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  // The native Keyboard plugin tells when the keyboard opens and closes.
  await stubBridge(page, 1);
  await page.goto(`${SHELL}/en/home`);
  await expect(bar).toBeVisible();
  await fire(page, 'Keyboard.keyboardWillShow', {});
  await expect(bar).toBeHidden();
  await fire(page, 'Keyboard.keyboardWillHide', {});
  await expect(bar).toBeVisible();
});

test('in a phone’s browser (web fallback), the bottom bar steps aside while a text field has focus', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, '/en/home');
  const bar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(bar).toBeVisible();
  const box = page.getByRole('combobox', { name: 'Service, place or city' }).first();
  await box.focus();
  await expect(bar).toBeHidden();
  await box.blur();
  await expect(bar).toBeVisible();
});

test('a deep link to another site opens the home page instead', async ({ page }) => {
  await stubBridge(page, 1);
  await page.goto(`${SHELL}/bg/search`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await fire(page, 'App.appUrlOpen', { url: 'https://elsewhere.example/en/location/x' });
  await expect(page).toHaveURL(`${SHELL}/bg/home`, START_UP);
});

test('the native app offers the store update for status 2 (SPEC §4)', async ({ page }) => {
  const problems = consoleProblems(page);
  await stubBridge(page, 2);
  await page.goto(`${SHELL}/en/home`);
  const dialog = page.getByRole('dialog', { name: 'Application update available' });
  await expect(dialog).toBeVisible(START_UP);
  await dialog.getByRole('button', { name: 'Open the store' }).click();
  await expect.poll(() => calls(page)).toContainEqual({ name: 'AppUpdate.openAppStore' });
  expect(problems).toEqual([]);
});
