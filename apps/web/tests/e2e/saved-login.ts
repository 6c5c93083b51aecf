import { expect, type Page } from '@playwright/test';

const DEMO = { email: 'demo@kalendo.app', password: 'kalendo-demo' };

/** Signs the demo user in as the native app does: the answer's `set-auth-token` is the saved login. */
export async function bearerLogin(baseURL: string): Promise<string> {
  const answer = await fetch(`${baseURL}/api/v1/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify(DEMO),
  });
  expect(answer.status).toBe(200);
  const token = answer.headers.get('set-auth-token') ?? '';
  expect(token).toContain('.');
  return token;
}

/** Puts the saved login where start-up reads it (SPEC §4), once: what the page does later stays. */
export async function seedSavedLogin(
  page: Page,
  credentials: { tokenType: string; accessToken: string },
  cookieConsent: 'necessary' | null = 'necessary',
) {
  await page.addInitScript(
    ({ saved, consent }) => {
      if (sessionStorage.getItem('seeded')) return;
      localStorage.setItem('kalendo.credentials', JSON.stringify(saved));
      if (consent) localStorage.setItem('kalendo.cookieConsent', consent);
      sessionStorage.setItem('seeded', '1');
    },
    { saved: credentials, consent: cookieConsent },
  );
}
