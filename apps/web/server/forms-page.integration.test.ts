import { type Database, schema } from '@kalendo/db';
import {
  addBookableStaff,
  insertForm,
  insertSampleMarketplace,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost, TEST_ORIGIN as ORIGIN, signUpAndSignIn } from './testing/form-requests.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

/** The server's today: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');
/** 08:00 UTC on the Monday after: bookable. */
const mondayStart = '2026-03-16T08:00:00Z';

const HOSTILE = '</script><script>alert(1)</script>';

describe.each(await testDatabaseTargets())('forms pages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let cookie = '';
  let other = '';
  let responseId = '';
  let staffId = '';
  let location: { id: string; businessId: string };

  const signUp = async (email: string) => {
    const signedIn = await signUpAndSignIn(app, {
      firstName: 'Ana',
      lastName: 'Petrova',
      email,
      password: 'a-long-password-2026',
    });
    expect(signedIn.status).toBe(302);
    return cookiesOf(signedIn);
  };
  const page = async (path: string, as = cookie, status = 200) => {
    const response = await app.request(path, { headers: { Cookie: as } });
    expect(response.status).toBe(status);
    return response.text();
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    const {
      serviceId,
      staffIds,
      location: place,
    } = await addBookableStaff(database.db, ['Мария'], {
      startsAt: '09:00',
      endsAt: '17:00',
    });
    staffId = staffIds[0] ?? '';
    location = place;
    await insertForm(database.db, {
      serviceIds: [serviceId],
      rule: 'before-visit',
      dueHoursBefore: 24,
      definition: {
        defaultLanguage: 'bg',
        title: { bg: 'Здравна анкета', en: `Health ${HOSTILE}` },
        fields: [
          { id: 'allergies', type: 'long-text', label: { bg: 'Алергии', en: `Allergies ${HOSTILE}` } },
          { id: 'pregnant', type: 'yes-no', label: { bg: 'Бременна ли сте?' }, required: true },
          {
            id: 'consent',
            type: 'consent',
            label: { en: 'I agree' },
            terms: { en: 'Terms' },
            required: true,
          },
        ],
      },
    });
    app = await createTestServer(database, { clock });
    cookie = await signUp('ana.forms@example.com');
    other = await signUp('bob.forms@example.com');

    const empty = await page('/en/forms');
    expect(empty).toContain('>Nothing to fill in.');
    expect(empty).not.toContain('forms to fill in</span>');

    const booked = await app.request('/api/v1/bookings', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: ORIGIN,
        Cookie: cookie,
        'Idempotency-Key': 'forms-page-0001',
      },
      body: JSON.stringify({
        items: [{ locationSlug: 'lotus-center', serviceId, staffId: staffIds[0], start: mondayStart }],
      }),
    });
    expect(booked.status).toBe(201);
    const [row] = await database.db.select().from(schema.formResponses);
    responseId = row?.id ?? '';
  });
  afterAll(() => drop());

  it('sends a visitor without a session to sign-in and back', async () => {
    const response = await app.request(`/en/forms/${responseId}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/en/sign-in?returnTo=%2Fen%2Fforms%2F${responseId}`);
  });

  it('lists the form to fill with its due date, and the menu says how many', async () => {
    const html = await page('/en/forms');
    expect(html).toContain('>To fill in');
    expect(html).toContain('>1 form to fill in</span>');
    expect(html).toContain('data-unread-badge="1"');
    expect(html).toMatch(/Not started · Due by /);
    expect(html).toContain(`href="/en/forms/${responseId}"`);
  });

  it('shows hostile labels as text, never as markup, and falls back to the form’s language', async () => {
    const html = await page(`/en/forms/${responseId}`);
    expect(html).not.toContain(HOSTILE);
    expect(html).toContain('Allergies &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</label>');
    // No English label: the form's own language (Bulgarian).
    expect(html).toContain('Бременна ли сте?');
    expect(html).toContain('>Send the form</button>');
  });

  it('answers another user’s or an unknown form with the not-found page', async () => {
    await page(`/en/forms/${responseId}`, other, 404);
    await page(`/en/forms/${crypto.randomUUID()}`, cookie, 404);
    await page('/en/forms/not-an-id', cookie, 404);
  });

  it('posts the form without JavaScript: a missing answer is refused, then it is sent and read-only', async () => {
    const refused = await app.request(
      `/en/forms/${responseId}`,
      formPost({ intent: 'submit', allergies: 'Pollen', pregnant: 'no' }, cookie),
    );
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('1 answer needs your attention:');
    expect(html).toContain('Please answer this question.');

    const sent = await app.request(
      `/en/forms/${responseId}`,
      formPost({ intent: 'submit', allergies: HOSTILE, pregnant: 'no', consent: 'yes' }, cookie),
    );
    expect(sent.status).toBe(302);
    expect(sent.headers.get('location')).toBe(`/en/forms/${responseId}?sent=1`);
    const done = await page(`/en/forms/${responseId}?sent=1`);
    expect(done).toContain('Form sent. Thank you!');
    expect(done).toContain('A sent form can no longer be changed.');
    expect(done).not.toContain('>Send the form</button>');
    expect(done).not.toContain(HOSTILE);
    const [row] = await database.db
      .select()
      .from(schema.formResponses)
      .where(eq(schema.formResponses.id, responseId));
    expect(row).toMatchObject({
      state: 'done',
      answers: { allergies: HOSTILE, pregnant: false, consent: true },
    });
    expect(await page('/en/forms')).not.toContain('form to fill in</span>');
  });

  it('asks a "before booking" form in the basket, refuses checkout until it is sent, then books', async () => {
    const [service] = await database.db
      .insert(schema.services)
      .values({
        businessId: location.businessId,
        locationId: location.id,
        name: 'Tattoo',
        durationMinutes: 60,
        priceMinor: 9000,
        currency: 'EUR',
      })
      .returning();
    const serviceId = service?.id ?? '';
    await database.db.insert(schema.staffServices).values({ staffId, serviceId });
    const formId = await insertForm(database.db, {
      serviceIds: [serviceId],
      rule: 'before-booking',
      definition: {
        defaultLanguage: 'en',
        title: { en: 'Tattoo consent' },
        fields: [
          {
            id: 'consent',
            type: 'consent',
            label: { en: 'I agree' },
            terms: { en: 'Terms' },
            required: true,
          },
        ],
      },
    });
    const start = mondayStart.replace('T08:', 'T11:');
    const added = await app.request('/api/v1/me/basket/items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: ORIGIN, Cookie: cookie },
      body: JSON.stringify({ locationSlug: 'lotus-center', serviceId, staffId, start }),
    });
    expect(added.status).toBe(201);
    const basket = await page('/en/basket');
    expect(basket).toContain('This service asks for a form before booking.');
    expect(basket).toContain('>Fill in the form</button>');

    const refused = await app.request(
      '/en/basket',
      formPost({ intent: 'checkout', key: 'forms-gate-1' }, cookie),
    );
    expect(await refused.text()).toContain('This service asks you to fill in a form before booking.');

    const opened = await app.request('/en/basket', formPost({ intent: 'start-form', formId }, cookie));
    expect(opened.status).toBe(303);
    const formPath = opened.headers.get('location') ?? '';
    expect(formPath).toMatch(/^\/en\/forms\/[0-9a-f-]{36}\?back=basket$/);
    expect(await page(formPath)).toContain('>Back to the basket</a>');
    const sent = await app.request(
      formPath.replace('?back=basket', ''),
      formPost({ intent: 'submit', back: 'basket', consent: 'yes' }, cookie),
    );
    expect(sent.headers.get('location')).toBe('/en/basket');
    expect(await page('/en/basket')).toContain('Form completed');

    const booked = await app.request(
      '/en/basket',
      formPost({ intent: 'checkout', key: 'forms-gate-2' }, cookie),
    );
    expect(booked.status).toBe(303);
    expect(booked.headers.get('location')).toMatch(/^\/en\/basket\/confirmation\/[0-9a-f-]{36}$/);
  });
});
