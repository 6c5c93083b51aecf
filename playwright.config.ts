import { resolve } from 'node:path';
import { GOOGLE_TEST_CLIENT_ID } from '@kalendo/api/testing/google-key-server';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './apps/web/tests/e2e/chromium-launch.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Google's key set and ID tokens, served locally (the browser under test never reaches Google). */
const GOOGLE_STAND_IN = `http://127.0.0.1:${PORT + 1}`;
/** A business's own website embedding the widget: another site (`localhost`, not `127.0.0.1`) and port. */
const BUSINESS_SITE = `http://localhost:${PORT + 2}`;
/** A fresh embedded database for every run, seeded by the server on start. */
const DATA_DIR = resolve(`.tmp/e2e-data-${PORT}`);

/**
 * Specs that run in the desktop project only: what they check does not depend on the device (headers,
 * the service worker, formats, email and notification logic, accounts, memberships' renewal and visits, a
 * business's custom domain (its host, brand and cookies), error reporting), or they set
 * their own screen sizes (the shell's breakpoints). The phone project runs the journeys whose layout,
 * touch or user agent differ on a phone: booking, home, a place and its gallery, search and the map, the
 * Look Book, forms, the cookie banner, the widget on a business's site, the native app's start-up and
 * update.
 */
const DESKTOP_ONLY = [
  'account-journey',
  'accounts',
  'checkout-error-reporting',
  'class-waitlist',
  'classes',
  'console-crawl',
  'custom-domain',
  'install-app',
  'macedonian-formats',
  'membership-renewal',
  'membership-services',
  'notifications',
  'offline',
  'own-pages',
  'partner-calendar-drag',
  'partner-brand',
  'partner-descriptions',
  'partner-team',
  'partner-classes',
  'partner-journey',
  'partner-setup',
  'pseudo-locale',
  'push-notification',
  'reminder',
  'request-headers',
  'restored-login',
  'shell-banners',
  'shell-language',
  'shell-navigation',
  'shell-not-found',
  'shell-pages',
  'web-update',
].map((spec) => `**/${spec}.spec.ts`);

/**
 * Specs that run in the phone project only: the native app (its shell's web view, deep links, the keyboard
 * and the store update) is a phone's app, and a desktop browser run of it proves nothing the phone run
 * does not.
 */
const PHONE_ONLY = ['native-app', 'native-update'].map((spec) => `**/${spec}.spec.ts`);

/** End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built app on PGlite. */
export default defineConfig({
  testDir: 'apps/web/tests/e2e',
  timeout: 30_000,
  retries: process.env.CI ? 1 : 0,
  workers: 1,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunch(),
  },
  projects: [
    { name: 'desktop', testIgnore: PHONE_ONLY, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', testIgnore: DESKTOP_ONLY, use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: [
    {
      command: `rm -rf '${DATA_DIR}' && npm run serve`,
      url: `http://127.0.0.1:${PORT}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        // Emailed links (verification, reset) lead back to the address the browser uses.
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        DATA_DIR,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // The outbox page, where the tests read the emails (no SMTP here).
        DEV_TOOLS: 'true',
        GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
        GOOGLE_JWKS_URL: `${GOOGLE_STAND_IN}/certs`,
        // The demo businesses let the business site frame their widget (widget.spec.ts).
        DEMO_WIDGET_ORIGINS: BUSINESS_SITE,
        // Web Push to the push-service stand-in a spec starts on loopback (push-notification.spec.ts).
        WEB_PUSH_LOCAL_ENDPOINTS: 'true',
        // Two people in one journey (a partner and a client) come from two addresses, as in life: a spec's
        // second browser says so with X-Forwarded-For, trusted for one hop, so that sign-up's limit per
        // address (5 a minute) counts each person apart from the run's other sign-ups.
        TRUST_PROXY: '1',
      },
    },
    {
      command: 'npx node apps/web/tests/stand-ins/google.ts',
      url: `${GOOGLE_STAND_IN}/certs`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { PORT: String(PORT + 1) },
    },
    {
      command: 'npx node apps/web/tests/stand-ins/business-site.ts',
      url: `http://127.0.0.1:${PORT + 2}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { PORT: String(PORT + 2), KALENDO_ORIGIN: `http://127.0.0.1:${PORT}` },
    },
  ],
});
