import type { ClassSession, ClassTimetablePage } from '@kalendo/contracts';
import type { APIRequestContext, Page } from '@playwright/test';

/** A service of the demo business whose form has this rule, at the business's first place. */
export async function serviceWithForm(baseURL: string, businessSlug: string, rule: string) {
  const json = async <T>(path: string) => (await (await fetch(`${baseURL}/api/v1${path}`)).json()) as T;
  const business = await json<{ locations: Array<{ slug: string }> }>(`/businesses/${businessSlug}`);
  const slug = business.locations[0]?.slug ?? '';
  const place = await json<{ serviceGroups: Array<{ services: Array<{ id: string }> }> }>(
    `/locations/${slug}`,
  );
  for (const { id } of place.serviceGroups.flatMap((group) => group.services)) {
    const forms = await json<{ items: Array<{ rule: string }> }>(`/services/${id}/forms`);
    if (forms.items.some((form) => form.rule === rule)) return { slug, serviceId: id };
  }
  throw new Error(`no service of ${businessSlug} asks a form ${rule}`);
}

/**
 * Puts the first free time (from tomorrow) of the first service of a demo business's first place into the
 * basket of the account signed in on `request` (a page's own requests: its session cookie), as the
 * marketplace's basket would hold it. Answers the place's name.
 */
export async function basketItemThroughApi(
  request: APIRequestContext,
  baseURL: string,
  businessSlug: string,
): Promise<string> {
  const json = async <T>(path: string) => (await (await fetch(`${baseURL}/api/v1${path}`)).json()) as T;
  const business = await json<{ locations: Array<{ slug: string; name: string }> }>(
    `/businesses/${businessSlug}`,
  );
  const place = business.locations[0] ?? { slug: '', name: '' };
  const detail = await json<{ serviceGroups: Array<{ services: Array<{ id: string }> }> }>(
    `/locations/${place.slug}`,
  );
  const serviceId = detail.serviceGroups[0]?.services[0]?.id ?? '';
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const free = await json<{ slots: Array<{ start: string }> }>(
    `/locations/${place.slug}/availability?service=${serviceId}&staff=any&from=${day(1)}&to=${day(14)}`,
  );
  const start = free.slots[0]?.start;
  if (!start) throw new Error(`no free time at ${place.slug} in two weeks`);
  const added = await request.post(`${baseURL}/api/v1/me/basket/items`, {
    headers: { Origin: baseURL },
    data: { locationSlug: place.slug, serviceId, staffId: 'any', start },
  });
  if (added.status() !== 201) throw new Error(`the basket refused the item: ${added.status()}`);
  return place.name;
}

/** The first session with a spot free of the demo's class asking a form before booking (a London studio's). */
export async function reformerSession(baseURL: string): Promise<ClassSession> {
  let cursor: string | null = null;
  for (let page = 0; page < 5; page += 1) {
    const query = `business=camden-strength-club&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = (await (
      await fetch(`${baseURL}/api/v1/classes/sessions?${query}`)
    ).json()) as ClassTimetablePage;
    const found = answer.items.find(
      (session) => session.name === 'Reformer Pilates' && session.spotsLeft > 0,
    );
    if (found) return found;
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  throw new Error('the demo data has no reformer class with a spot free');
}

/**
 * Answers the reformer class's health check and consent (no, no, agreed) and sends it, by keyboard: on a
 * phone the fixed bottom navigation may cover the field the page scrolled to.
 */
export async function sendReformerForm(page: Page) {
  for (const question of [/heart condition/, /Are you pregnant/]) {
    await page.getByRole('group', { name: question }).getByLabel('No').focus();
    await page.keyboard.press('Space');
  }
  await page.getByRole('checkbox', { name: /I consent to the treatment/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Send the form' }).focus();
  await page.keyboard.press('Enter');
}
