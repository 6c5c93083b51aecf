import type {
  BeforeBookingFormsDto,
  ErrorBody,
  FormAnswersInput,
  MyFormDto,
  MyFormsDto,
  NotificationPage,
  ServiceFormsDto,
} from '@kalendo/contracts';
import { schema } from '@kalendo/db';
import { addBookableStaff, insertForm, marketplaceTests, sharedMarketplace } from '@kalendo/db/testing';
import type { FormDefinition } from '@kalendo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const t = (en: string, de?: string): Record<string, string> => (de ? { en, de } : { en });

/** A health form: the week of a pregnancy is asked only after "yes". */
const healthForm = (title = 'Health questionnaire'): FormDefinition => ({
  defaultLanguage: 'en',
  title: t(title, 'Gesundheitsfragebogen'),
  fields: [
    { id: 'allergies', type: 'long-text', label: t('Allergies'), maxLength: 200 },
    { id: 'pregnant', type: 'yes-no', label: t('Are you pregnant?'), required: true },
    {
      id: 'week',
      type: 'number',
      label: t('Which week?'),
      required: true,
      visibleWhen: { field: 'pregnant', equals: true },
    },
    { id: 'consent', type: 'consent', label: t('I agree'), terms: t('Terms'), required: true },
  ],
});

describe.each(await marketplaceTests())('forms on $kind', ({ it }) => {
  const shared = sharedMarketplace(it);
  let api: ReturnType<typeof createTestApi>;
  let alice = '';
  let bob = '';
  let maria = '';
  let location: { id: string; businessId: string };
  let minute = 0;

  /** The typed client as this user (no session when empty), asking in German. */
  const as = (cookie: string) => apiTestClient(api, { cookie, language: 'de' });
  type Answer = { status: number; json(): Promise<unknown> };
  const read = async <T>(answer: Answer | Promise<Answer>, status: number): Promise<T> => {
    const response = await answer;
    expect(response.status).toBe(status);
    return (await response.json()) as T;
  };
  const formOf = (cookie: string, responseId: string) =>
    as(cookie).me.forms[':responseId'].$get({ param: { responseId } });
  const draft = (cookie: string, responseId: string, json: FormAnswersInput) =>
    as(cookie).me.forms[':responseId'].draft.$put({ param: { responseId }, json });
  const submit = (cookie: string, responseId: string, json: FormAnswersInput) =>
    as(cookie).me.forms[':responseId'].submit.$post({ param: { responseId }, json });
  const start = (cookie: string, formId: string) => as(cookie).me.forms.$post({ json: { formId } });

  /** A 30-minute service of lotus-center that Maria does, asking `definition` under `rule`. */
  async function serviceWithForm(rule: 'before-booking' | 'before-visit' | 'once-per-client') {
    const [service] = await shared.database.db
      .insert(schema.services)
      .values({ ...ids(), name: `Massage ${rule}`, durationMinutes: 30, priceMinor: 4000, currency: 'EUR' })
      .returning();
    const serviceId = service?.id ?? '';
    await shared.database.db.insert(schema.staffServices).values({ staffId: maria, serviceId });
    const formId = await insertForm(shared.database.db, {
      serviceIds: [serviceId],
      rule,
      definition: healthForm(),
    });
    return { serviceId, formId };
  }
  const ids = () => ({ businessId: location.businessId, locationId: location.id });

  /** Books the service on Monday 2026-11-23 (Maria works 07:00–15:00 UTC), a new time each call. */
  async function book(cookie: string, serviceId: string) {
    const start = new Date(Date.UTC(2026, 10, 23, 7, minute)).toISOString();
    minute += 30;
    const client = as(cookie);
    await client.me.basket.$delete({ query: {} });
    const item = { locationSlug: 'lotus-center', serviceId, staffId: maria, start };
    expect((await client.me.basket.items.$post({ json: item })).status).toBe(201);
    return client.me.basket.checkout.$post({
      query: {},
      header: { 'idempotency-key': crypto.randomUUID() },
      json: {},
    });
  }
  const list = async (cookie: string, state: 'todo' | 'done' | 'expired' = 'todo') =>
    read<MyFormsDto>(await as(cookie).me.forms.$get({ query: { state } }), 200);
  const count = async (cookie: string) =>
    (await read<{ count: number }>(await as(cookie).me.forms.count.$get(), 200)).count;

  it.beforeAll(async ({ marketplace }) => {
    const added = await addBookableStaff(marketplace.db, ['Мария'], { startsAt: '09:00', endsAt: '17:00' });
    location = added.location;
    maria = added.staffIds[0] ?? '';
    api = createTestApi(marketplace, { now: () => new Date('2026-11-22T12:00:00Z') });
    alice = sessionCookieOf(
      await signUpThroughApi(api, { name: 'Alice B', email: 'alice-forms@example.com' }),
    );
    bob = sessionCookieOf(await signUpThroughApi(api, { name: 'Bob C', email: 'bob-forms@example.com' }));
  });

  it('asks a "before the visit" form after booking, due its hours before the start; a draft, then done', async () => {
    const { serviceId } = await serviceWithForm('before-visit');
    expect((await book(alice, serviceId)).status).toBe(201);
    const todo = (await list(alice)).items;
    expect(todo).toHaveLength(1);
    const [form] = todo;
    expect(form).toMatchObject({
      state: 'todo',
      rule: 'before-visit',
      title: 'Gesundheitsfragebogen',
      dueAt: '2026-11-22T07:00:00.000Z',
      appointment: { startsAt: '2026-11-23T07:00:00.000Z', serviceName: 'Massage before-visit' },
    });
    expect(await count(alice)).toBe(1);
    // The shell's summary counts it as the badge's own endpoint does.
    expect(await read(await as(alice).me.shell.$get({ query: {} }), 200)).toMatchObject({ formsToFill: 1 });
    const id = form?.id ?? '';
    // Told with the booking (issue 18): a notification leading to the form, in the reader's language.
    const told = await read<NotificationPage>(await as(alice).me.notifications.$get({ query: {} }), 200);
    expect(told.items.find((n) => n.kind === 'form-requested')).toMatchObject({
      title: 'Ein Formular vor deinem Besuch',
      body: expect.stringContaining('„Health questionnaire“ bis'),
      actionUrl: `/de/forms/${id}`,
    });

    const saved = await draft(alice, id, { answers: { allergies: 'Nuts' } });
    expect(await read(saved, 200)).toMatchObject({ state: 'draft', answers: { allergies: 'Nuts' } });
    const kept = await read<MyFormDto>(await formOf(alice, id), 200);
    expect(kept).toMatchObject({ state: 'draft', version: 1, answers: { allergies: 'Nuts' } });
    expect(kept.definition.fields.map((f) => f.id)).toEqual(['allergies', 'pregnant', 'week', 'consent']);

    // A required answer left out: 422 naming each field and why, the message in the request's language.
    const refused = await read<ErrorBody>(
      await submit(alice, id, { answers: { allergies: 'Nuts', pregnant: true } }),
      422,
    );
    expect(refused.error.code).toBe('FORM_INVALID');
    expect(refused.error.message).toContain('Antworten');
    expect(refused.error.details?.fields).toEqual([
      { field: 'week', problem: 'required' },
      { field: 'consent', problem: 'required' },
    ]);

    const answers = { allergies: 'Nuts', pregnant: false, week: 12, consent: true };
    const done = await read<MyFormDto>(await submit(alice, id, { answers }), 200);
    // The week of a hidden question is dropped.
    expect(done).toMatchObject({
      state: 'done',
      answers: { allergies: 'Nuts', pregnant: false, consent: true },
    });
    expect(done.answers).not.toHaveProperty('week');
    expect(done.submittedAt).toBe('2026-11-22T12:00:00.000Z');
    const again = await read<ErrorBody>(await submit(alice, id, { answers }), 409);
    expect(again.error.code).toBe('FORM_ALREADY_SUBMITTED');
    expect((await draft(alice, id, { answers })).status).toBe(409);
    expect(await count(alice)).toBe(0);
    expect((await list(alice, 'done')).items.map((item) => item.id)).toContain(id);
  });

  it('shows and changes a response to its owner only: another user, no session or a bad id get nothing', async () => {
    const { serviceId } = await serviceWithForm('before-visit');
    await book(alice, serviceId);
    const id = (await list(alice)).items[0]?.id ?? '';
    const answers = { answers: { pregnant: false, consent: true } };
    for (const send of [
      (cookie: string) => formOf(cookie, id),
      (cookie: string) => draft(cookie, id, answers),
      (cookie: string) => submit(cookie, id, answers),
    ]) {
      const other = await read<ErrorBody>(await send(bob), 404);
      expect(other.error.code).toBe('FORM_NOT_FOUND');
      expect((await send('')).status).toBe(401);
    }
    expect((await formOf(alice, 'not-a-uuid')).status).toBe(404);
    expect((await list(bob)).items).toEqual([]);
    expect(await count(bob)).toBe(0);
    // Nothing changed for its owner.
    expect((await read<MyFormDto>(await formOf(alice, id), 200)).state).toBe('todo');
  });

  it('keeps a response on the version it answers when the form is edited; new bookings get the new one', async () => {
    const { serviceId, formId } = await serviceWithForm('before-visit');
    await book(alice, serviceId);
    const first = (await list(alice)).items.find((item) => item.appointment?.serviceName.endsWith('visit'));
    const v2 = healthForm('Health questionnaire, 2nd edition');
    v2.fields.push({ id: 'doctor', type: 'short-text', label: t('Your doctor'), required: true });
    await shared.database.db.insert(schema.formVersions).values({ formId, version: 2, definition: v2 });
    await book(alice, serviceId);
    const forms = await Promise.all(
      (await list(alice)).items
        .filter((item) => item.appointment?.serviceName === 'Massage before-visit')
        .map(async (item) => read<MyFormDto>(await formOf(alice, item.id), 200)),
    );
    const byVersion = new Map(forms.map((form) => [form.id, form.version]));
    expect(byVersion.get(first?.id ?? '')).toBe(1);
    expect([...byVersion.values()]).toContain(2);
    // Version 1 has no "doctor": it is not required there.
    const answers = { answers: { pregnant: false, consent: true } };
    expect((await submit(alice, first?.id ?? '', answers)).status).toBe(200);
    const latest = forms.find((form) => form.version === 2);
    const refused = await read<ErrorBody>(await submit(alice, latest?.id ?? '', answers), 422);
    expect(refused.error.details?.fields).toEqual([{ field: 'doctor', problem: 'required' }]);
  });

  it('keeps hostile text as text, and refuses an answer over its size limit', async () => {
    const { serviceId } = await serviceWithForm('before-visit');
    await book(bob, serviceId);
    const id = (await list(bob)).items[0]?.id ?? '';
    const hostile = '</script><script>alert(1)</script>';
    const kept = await draft(bob, id, { answers: { allergies: hostile } });
    expect((await bodyOf<{ answers: { allergies: string } }>(kept)).answers.allergies).toBe(hostile);
    const tooLong = await draft(bob, id, { answers: { allergies: 'x'.repeat(201) } });
    const refused = await read<ErrorBody>(tooLong, 422);
    expect(refused.error.details?.fields).toEqual([{ field: 'allergies', problem: 'too-long' }]);
    // A body off the route's type on purpose: the cast only lets the typed client send it.
    const notAnswers = { answers: 'nope' } as unknown as FormAnswersInput;
    expect((await draft(bob, id, notAnswers)).status).toBe(400);
  });

  it('expires a form whose appointment was cancelled: listed as expired, no longer sent', async () => {
    const { serviceId } = await serviceWithForm('before-visit');
    const booking = (await (await book(bob, serviceId)).json()) as { appointments: Array<{ id: string }> };
    const id = (await list(bob)).items.find(
      (item) => item.appointment?.id === booking.appointments[0]?.id,
    )?.id;
    await shared.database.db
      .update(schema.appointments)
      .set({ status: 'cancelled' })
      .where(eq(schema.appointments.id, booking.appointments[0]?.id ?? ''));
    expect((await list(bob, 'expired')).items.map((item) => item.id)).toEqual([id]);
    const answers = { answers: { pregnant: false, consent: true } };
    const refused = await read<ErrorBody>(await submit(bob, id ?? '', answers), 409);
    expect(refused.error.code).toBe('FORM_EXPIRED');
  });

  it('asks a "once per client" form once while it is open, and not again after it was answered', async () => {
    const { serviceId } = await serviceWithForm('once-per-client');
    const carol = sessionCookieOf(
      await signUpThroughApi(api, { name: 'Carol D', email: 'carol@example.com' }),
    );
    await book(carol, serviceId);
    await book(carol, serviceId);
    const open = (await list(carol)).items;
    expect(open).toHaveLength(1);
    const answers = { answers: { pregnant: false, consent: true } };
    expect((await submit(carol, open[0]?.id ?? '', answers)).status).toBe(200);
    await book(carol, serviceId);
    expect((await list(carol)).items).toEqual([]);
  });

  it('refuses checkout until the "before booking" form is done, then links it to the appointment', async () => {
    const { serviceId, formId } = await serviceWithForm('before-booking');
    const services = await read<ServiceFormsDto>(
      await as('').services[':id'].forms.$get({ param: { id: serviceId } }),
      200,
    );
    expect(services.items).toMatchObject([{ formId, rule: 'before-booking', version: 1 }]);

    const refused = await read<ErrorBody>(await book(alice, serviceId), 422);
    expect(refused.error.code).toBe('FORM_REQUIRED');
    expect(refused.error.message).toMatch(/^Für diese Leistung/);
    expect(refused.error.details).toMatchObject({ item: 0, formId });
    expect(refused.error.details?.itemId).toEqual(expect.any(String));

    const ready = async () =>
      (
        await read<BeforeBookingFormsDto>(
          as(alice).me.forms['before-booking'].$get({ query: { serviceIds: serviceId } }),
          200,
        )
      ).items;
    expect(await ready()).toEqual([{ serviceId, formId, responseId: null }]);
    const started = await read<{ id: string }>(await start(alice, formId), 200);
    // Starting again answers the same response.
    expect(await read(await start(alice, formId), 200)).toEqual(started);
    const answers = { answers: { pregnant: false, consent: true } };
    expect((await submit(alice, started.id, answers)).status).toBe(200);
    expect(await ready()).toEqual([{ serviceId, formId, responseId: started.id }]);
    const booked = await book(alice, serviceId);
    expect(booked.status).toBe(201);
    const appointmentId = ((await booked.json()) as { appointments: Array<{ id: string }> }).appointments[0]
      ?.id;
    const linked = await read<MyFormDto>(await formOf(alice, started.id), 200);
    expect(linked.appointment?.id).toBe(appointmentId);
    // Used once: the next booking asks again.
    expect((await read<ErrorBody>(await book(alice, serviceId), 422)).error.code).toBe('FORM_REQUIRED');
    // Bob's completed response is not Alice's; a form not asked before booking cannot be started.
    const other = await serviceWithForm('before-visit');
    expect((await start(alice, other.formId)).status).toBe(404);
  });
});
