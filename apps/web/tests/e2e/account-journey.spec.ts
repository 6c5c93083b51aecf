import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { continueFromSignUpEmail } from './mailbox.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.70';
// Its pages fetch nothing from another origin with CORS, so the header never causes a preflight there.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS } });

const GOOGLE_STAND_IN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

/** A small real PNG (a 64 × 48 gradient), built here so the test needs no fixture file. */
function pngPicture(): Buffer {
  const width = 64;
  const height = 48;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([x * 4, y * 5, 160], y * (width * 3 + 1) + 1 + x * 3);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

async function logOut(page: Page, menuName: string, confirmName: string, buttonName: string) {
  await page.getByRole('button', { name: menuName }).first().click();
  await page.getByRole('dialog', { name: menuName }).getByRole('button', { name: buttonName }).click();
  const confirm = page.getByRole('dialog', { name: confirmName });
  await confirm.getByRole('button', { name: buttonName }).click();
  // The page was home already: wait for the session to end, not for the address, before going on (a
  // navigation right away would cancel the log-out).
  await expect
    .poll(async () =>
      (await page.context().cookies()).some((cookie) => cookie.name.includes('session_token')),
    )
    .toBe(false);
}

test('an account from sign-up to deletion: verify, avatar, language, Google sign-in, guarded pages', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `maria.${testInfo.project.name}.${Date.now()}@example.com`;

  // Sign up (the bot check solves itself in the browser).
  await gotoHydrated(page, '/en/sign-up');
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('Ivanova');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Autumn-in-Sofia-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  // No session yet (a sign-up answers the same whether or not the email has an account): the emailed
  // link verifies the email and signs the new account in.
  await continueFromSignUpEmail(page, email);
  await expect(page).toHaveURL(/\/en\/home$/);
  await gotoHydrated(page, '/en/home');
  await expect(page.getByText('Please confirm your email')).toHaveCount(0);

  // Sign out and back in with the password.
  await logOut(page, 'Menu', 'Log out?', 'Log out');
  await expect(page).toHaveURL(/\/en\/home$/);
  await gotoHydrated(page, '/en/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Autumn-in-Sofia-2026');
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/en\/home$/);

  // Profile: a picture, then German.
  await gotoHydrated(page, '/en/settings');
  await expect(page.getByText('Confirmed')).toBeVisible();
  await page.getByLabel('Choose a picture').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: pngPicture(),
  });
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByText('Your picture is saved.')).toBeVisible();
  const avatar = page.locator('section[aria-labelledby="avatar-title"] img');
  await expect(avatar).toHaveAttribute('src', /\/api\/v1\/users\/.+\/avatar\?v=\d+/);
  expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  const languageSection = page.locator('section[aria-labelledby="language-title"]');
  await languageSection.locator('select[name="locale"]').selectOption('de');
  await languageSection.getByRole('button', { name: 'Save language' }).click();
  await expect(page).toHaveURL(/\/de\/settings$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einstellungen');

  // Sign out, then in with Google: the stand-in plays Google's part (ID token + CSRF double submit).
  await logOut(page, 'Menü', 'Abmelden?', 'Abmelden');
  await expect(page).toHaveURL(/\/de\/home$/);
  const { credential } = (await (
    await request.post(`${GOOGLE_STAND_IN}/id-token`, {
      data: { sub: `g-${Date.now()}`, email, given_name: 'Maria', family_name: 'Ivanova' },
    })
  ).json()) as { credential: string };
  const { origin } = new URL(page.url());
  await page.context().addCookies([{ name: 'g_csrf_token', value: 'csrf-e2e', url: origin }]);
  await page.evaluate(
    ({ credential, action }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = action;
      for (const [name, value] of Object.entries({ credential, g_csrf_token: 'csrf-e2e' })) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { credential, action: `${origin}/de/sign-in/google` },
  );
  await expect(page).toHaveURL(/\/de\/home$/);

  // Guarded pages open for the signed-in user.
  for (const path of ['/de/appointments', '/de/forms', '/de/notifications', '/de/settings']) {
    await gotoHydrated(page, path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }

  // Delete the account, with confirmation.
  await page.getByRole('button', { name: 'Mein Konto löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page).toHaveURL(/\/de\/home$/);
  await gotoHydrated(page, '/de/settings');
  await expect(page).toHaveURL(/\/de\/sign-in/);
});
