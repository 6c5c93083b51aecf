import { expect, type Page } from '@playwright/test';

/**
 * After a sign-up the next step is in the inbox: checks the page says so, then opens the verification
 * link emailed to `email` (the dev mailbox shows the outbox). The link signs the new account in and goes
 * on to where the sign-up was asked to return.
 */
export async function continueFromSignUpEmail(page: Page, email: string) {
  await expect(
    page.getByText(`Almost there: we have sent a message to ${email}. Open the link in it to continue.`),
  ).toBeVisible({ timeout: 30_000 });
  await page.goto('/dev/mail');
  const mail = page.locator('article', { hasText: email }).first();
  const link = (await mail.locator('pre').innerText()).match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? '';
  expect(link).toContain('/api/v1/auth/verify-email');
  await page.goto(link);
}
