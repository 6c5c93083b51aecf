import type {
  BeforeBookingFormsDto,
  ErrorBody,
  MyFormDto,
  MyFormsDto,
  NotificationPage,
  ServiceFormsDto,
} from '@kalendo/contracts';
import { schema } from '@kalendo/db';
import {
  insertClass,
  insertClassSession,
  insertForm,
  marketplaceTests,
  sharedMarketplace,
  type TestClass,
} from '@kalendo/db/testing';
import type { FormDefinition } from '@kalendo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const ORIGIN = 'http://localhost';
const NOW = new Date('2026-11-22T12:00:00Z');

/** Three questions before exercising: chest pain is required, a note is not. */
const readiness: FormDefinition = {
  defaultLanguage: 'en',
  title: { en: 'Exercise readiness', de: 'Trainingsbereitschaft' },
  fields: [
    { id: 'chest-pain', type: 'yes-no', label: { en: 'Chest pain when active?' }, required: true },
    { id: 'injuries', type: 'long-text', label: { en: 'Injuries' }, maxLength: 200 },
    { id: 'consent', type: 'consent', label: { en: 'I agree' }, terms: { en: 'Terms' }, required: true },
  ],
};
const answers = { 'chest-pain': false, consent: true };

describe.each(await marketplaceTests())('forms of classes on $kind', ({ it }) => {
  const shared = sharedMarketplace(it);
  let api: ReturnType<typeof createTestApi>;
  let cookie = '';
  let other = '';
  let day = 0;

  const call = (method: string, path: string, who: string, body?: unknown) =>
    api.request(`${ORIGIN}${path}`, {
      method,
      headers: {
        Origin: ORIGIN,
        Cookie: who,
        'Accept-Language': 'de',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const read = async <T>(response: Response | Promise<Response>, status: number): Promise<T> => {
    response = await response;
    expect(response.status).toBe(status);
    return (await response.json()) as T;
  };

  /** A class asking the readiness form under `rule`, with one session a new day ahead at 09:00 UTC. */
  async function classWithForm(rule: 'before-booking' | 'before-visit' | 'once-per-client') {
    const yoga: TestClass = await insertClass(shared.database.db, 'lotus-center', { name: `Yoga ${rule}` });
    const formId = await insertForm(shared.database.db, {
      classIds: [yoga.classId],
      rule,
      definition: readiness,
      dueHoursBefore: 3,
    });
    return { yoga, formId, session: () => sessionOf(yoga) };
  }
  const sessionOf = (yoga: TestClass) =>
    insertClassSession(shared.database.db, yoga, {
      startsAt: new Date(Date.UTC(2026, 10, 24 + day++, 9)),
      capacity: 5,
    });
  const book = (who: string, sessionId: string) => call('POST', '/me/class-bookings', who, { sessionId });
  const todo = async (who: string) =>
    (await read<MyFormsDto>(call('GET', '/me/forms?state=todo', who), 200)).items;
  /** The "A form to fill" notifications of `who`, read in the request's language (German). */
  const toldToFill = async (who: string) =>
    (await read<NotificationPage>(call('GET', '/me/notifications', who), 200)).items.filter(
      (n) => n.kind === 'form-requested',
    );
  const responsesOf = (classBookingId: string) =>
    shared.database.db
      .select()
      .from(schema.formResponses)
      .where(eq(schema.formResponses.classBookingId, classBookingId));

  it.beforeAll(async ({ marketplace }) => {
    api = createTestApi(marketplace, { now: () => NOW });
    cookie = sessionCookieOf(await signUpThroughApi(api, { name: 'Ana D', email: `ana-cf@example.com` }));
    other = sessionCookieOf(await signUpThroughApi(api, { name: 'Boris E', email: `boris-cf@example.com` }));
  });

  it('says what a class asks (public, in the reader’s language); a class without a form asks nothing', async () => {
    const { yoga, formId } = await classWithForm('once-per-client');
    const response = await api.request(`${ORIGIN}/classes/${yoga.classId}/forms`, {
      headers: { 'Accept-Language': 'de' },
    });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    const asked = await read<ServiceFormsDto>(response, 200);
    expect(asked.items).toEqual([
      expect.objectContaining({
        formId,
        rule: 'once-per-client',
        version: 1,
        title: 'Trainingsbereitschaft',
      }),
    ]);
    const plain = await insertClass(shared.database.db, 'lotus-center', { name: 'Stretch' });
    expect(
      (await read<ServiceFormsDto>(api.request(`${ORIGIN}/classes/${plain.classId}/forms`), 200)).items,
    ).toEqual([]);
    expect((await api.request(`${ORIGIN}/classes/not-a-uuid/forms`)).status).toBe(404);
  });

  it('refuses a spot until the "before booking" form is sent, then links it to that spot only', async () => {
    const { formId, session } = await classWithForm('before-booking');
    const first = await session();
    const refused = await read<ErrorBody>(book(cookie, first), 422);
    expect(refused.error).toMatchObject({ code: 'FORM_REQUIRED', details: { formId } });
    // The class's own message, not the services' one.
    expect(refused.error.message).toBe(
      'Für diesen Kurs musst du vor der Buchung ein Formular ausfüllen. Bitte fülle es zuerst aus.',
    );
    const sessionRow = await shared.database.db
      .select()
      .from(schema.classSessions)
      .where(eq(schema.classSessions.id, first));
    expect(sessionRow[0]?.bookedCount).toBe(0);

    const { id } = await read<{ id: string }>(call('POST', '/me/forms', cookie, { formId }), 200);
    // A required answer missing: refused, and still no spot.
    const invalid = await read<ErrorBody>(
      call('POST', `/me/forms/${id}/submit`, cookie, { answers: { consent: true } }),
      422,
    );
    expect(invalid.error.code).toBe('FORM_INVALID');
    expect((await book(cookie, first)).status).toBe(422);
    await read<MyFormDto>(call('POST', `/me/forms/${id}/submit`, cookie, { answers }), 200);

    const booked = await read<{ id: string; status: string }>(book(cookie, first), 201);
    expect(booked.status).toBe('booked');
    expect((await responsesOf(booked.id)).map((row) => row.id)).toEqual([id]);
    // Filled before booking: nothing left to fill, nothing to tell.
    expect(await toldToFill(cookie)).toEqual([]);
    // Used once: the next session asks it again.
    const again = await read<ErrorBody>(book(cookie, await session()), 422);
    expect(again.error.code).toBe('FORM_REQUIRED');
    // Another user cannot read it.
    expect((await call('GET', `/me/forms/${id}`, other)).status).toBe(404);
  });

  it('in the basket: the class’s form is listed, checkout asks for it, and once sent checkout takes the spot', async () => {
    const { yoga, formId, session } = await classWithForm('before-booking');
    const sessionId = await session();
    const item = await read<{ items: Array<{ id: string; kind: string }> }>(
      call('POST', '/me/basket/items', other, { sessionId }),
      201,
    );
    const itemId = item.items.find((entry) => entry.kind === 'class')?.id;
    const asked = async () =>
      read<BeforeBookingFormsDto>(
        call('GET', `/me/forms/before-booking?classIds=${yoga.classId}`, other),
        200,
      );
    expect(await asked()).toEqual({
      items: [],
      classes: [{ classId: yoga.classId, formId, responseId: null }],
    });
    const checkout = (key: string) =>
      api.request(`${ORIGIN}/me/basket/checkout`, {
        method: 'POST',
        headers: {
          Origin: ORIGIN,
          Cookie: other,
          'Accept-Language': 'de',
          'Content-Type': 'application/json',
          'Idempotency-Key': key,
        },
        body: '{}',
      });
    const refused = await read<ErrorBody>(checkout(crypto.randomUUID()), 422);
    // The class's form and message, naming the basket item: the page opens that form.
    expect(refused.error).toMatchObject({ code: 'FORM_REQUIRED', details: { formId, itemId, sessionId } });
    expect(refused.error.message).toMatch(/^Für diesen Kurs/);

    const { id } = await read<{ id: string }>(call('POST', '/me/forms', other, { formId }), 200);
    await read<MyFormDto>(call('POST', `/me/forms/${id}/submit`, other, { answers }), 200);
    expect((await asked()).classes).toEqual([{ classId: yoga.classId, formId, responseId: id }]);
    expect((await checkout(crypto.randomUUID())).status).toBe(201);
    const [spot] = await shared.database.db
      .select()
      .from(schema.classBookings)
      .where(eq(schema.classBookings.sessionId, sessionId));
    expect((await responsesOf(spot?.id ?? '')).map((row) => row.id)).toEqual([id]);
    // Used by the spot: the class asks it again for the next one.
    expect((await asked()).classes).toEqual([{ classId: yoga.classId, formId, responseId: null }]);
    // Neither list, or a malformed one: nothing asked, or a 400.
    expect(await read(call('GET', '/me/forms/before-booking', other), 200)).toEqual({
      items: [],
      classes: [],
    });
    expect((await call('GET', '/me/forms/before-booking?classIds=nope', other)).status).toBe(400);
  });

  it('makes a "before the visit" response with the spot, due its hours before the session', async () => {
    const { session } = await classWithForm('before-visit');
    const sessionId = await session();
    // The notification is written in the reader's own language (the users row), whatever the request's.
    await shared.database.db
      .update(schema.users)
      .set({ locale: 'bg' })
      .where(eq(schema.users.email, 'ana-cf@example.com'));
    const booked = await read<{ id: string }>(book(cookie, sessionId), 201);
    const [response] = await responsesOf(booked.id);
    // Told with the spot, as with an appointment: named by the business's form name, at the session's place.
    expect(await toldToFill(cookie)).toEqual([
      expect.objectContaining({
        title: 'Ein Formular vor deinem Besuch',
        body: expect.stringContaining('„Exercise readiness“ bis'),
        actionUrl: `/de/forms/${response?.id}`,
      }),
    ]);
    const stored = await shared.database.db
      .select({ actionUrl: schema.notifications.actionUrl })
      .from(schema.notifications)
      .where(eq(schema.notifications.kind, 'form-requested'));
    expect(stored).toEqual([{ actionUrl: `/bg/forms/${response?.id}` }]);
    expect(response).toMatchObject({ state: 'todo', userId: expect.any(String), appointmentId: null });
    const [session_] = await shared.database.db
      .select()
      .from(schema.classSessions)
      .where(eq(schema.classSessions.id, sessionId));
    const startsAt = session_?.startsAt ?? new Date(0);
    expect(response?.dueAt?.getTime()).toBe(startsAt.getTime() - 3 * 3_600_000);
    // Listed with the class it is for, as an appointment's is with its service.
    const listed = (await todo(cookie)).find((form) => form.id === response?.id);
    expect(listed).toMatchObject({
      rule: 'before-visit',
      title: 'Trainingsbereitschaft',
      appointment: {
        id: booked.id,
        serviceName: 'Yoga before-visit',
        startsAt: startsAt.toISOString(),
        timeZone: 'Europe/Sofia',
      },
    });
    // Booking the same spot again changes nothing: still one response.
    expect((await book(cookie, sessionId)).status).toBe(200);
    expect(await responsesOf(booked.id)).toHaveLength(1);
    expect(await toldToFill(cookie)).toHaveLength(1);
    expect((await call('GET', `/me/forms/${response?.id}`, other)).status).toBe(404);
    // The spot cancelled: the form expired, no longer to fill nor sent.
    expect((await call('POST', `/me/class-bookings/${booked.id}/cancel`, cookie)).status).toBe(200);
    expect((await todo(cookie)).some((form) => form.id === response?.id)).toBe(false);
    const expired = await read<MyFormsDto>(call('GET', '/me/forms?state=expired', cookie), 200);
    expect(expired.items.find((form) => form.id === response?.id)?.state).toBe('expired');
    const late = await read<ErrorBody>(
      call('POST', `/me/forms/${response?.id}/submit`, cookie, { answers }),
      409,
    );
    expect(late.error.code).toBe('FORM_EXPIRED');
  });

  it('asks a "once per client" form with the first spot only, and not again once answered', async () => {
    const { formId, session } = await classWithForm('once-per-client');
    const responsesOfForm = () =>
      shared.database.db.select().from(schema.formResponses).where(eq(schema.formResponses.formId, formId));
    const first = await read<{ id: string }>(book(other, await session()), 201);
    expect(await responsesOf(first.id)).toHaveLength(1);
    // Still open: the second spot adds none.
    await read(book(other, await session()), 201);
    expect(await responsesOfForm()).toHaveLength(1);
    const [open] = await responsesOfForm();
    await read<MyFormDto>(call('POST', `/me/forms/${open?.id}/submit`, other, { answers }), 200);
    // Answered within its months: none again.
    await read(book(other, await session()), 201);
    expect(await responsesOfForm()).toHaveLength(1);
    // Told once, for the one response made.
    expect((await toldToFill(other)).map((n) => n.actionUrl)).toEqual([`/de/forms/${open?.id}`]);
  });
});
