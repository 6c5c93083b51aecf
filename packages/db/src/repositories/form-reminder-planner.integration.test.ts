import { readNotificationContent } from '@kalendo/domain';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import * as schema from '../schema/index.ts';
import { insertClass, insertClassSession, type TestClass } from '../testing/insert-class.ts';
import { insertForm } from '../testing/insert-form.ts';
import { marketplaceTests, sharedMarketplace } from '../testing/marketplace-tests.ts';
import { planDueFormReminders } from './form-reminder-planner.ts';

const HOUR = 3_600_000;
/** The sessions' start: the responses are due a day before it, reminded a day before that. */
const STARTS_AT = new Date('2026-12-10T09:00:00Z');
const DUE_AT = new Date(STARTS_AT.getTime() - 24 * HOUR);
const REMIND_AT = new Date(DUE_AT.getTime() - 24 * HOUR);

/**
 * Form reminders of class spots (issue 19): only a spot still held in a session still on is reminded, at
 * the session's own place (the business has two).
 */
describe.each(await marketplaceTests())('form reminders of class spots on $kind', ({ it, target }) => {
  const shared = sharedMarketplace(it);
  let pilates: TestClass;
  let formId = '';
  let versionId = '';

  it.beforeAll(async ({ marketplace }) => {
    pilates = await insertClass(marketplace.db, 'lotus-plovdiv', { name: 'Reformer pilates' });
    formId = await insertForm(marketplace.db, {
      classIds: [pilates.classId],
      rule: 'before-visit',
      definition: { defaultLanguage: 'it', title: { it: 'Questionario salute' }, fields: [] },
    });
    const [version] = await marketplace.db
      .select()
      .from(schema.formVersions)
      .where(eq(schema.formVersions.formId, formId));
    versionId = version?.id ?? '';
  });

  /**
   * A user holding a spot in a session of their own in `status`, with a response to fill asked two days
   * before the reminder is due (its times set here rather than waited for); answers the response's id.
   */
  async function spotWithResponse(
    userId: string,
    status: 'booked' | 'waitlisted' | 'cancelled',
    sessionCancelled = false,
  ) {
    await shared.database.db
      .insert(schema.users)
      .values({ id: userId, name: userId, email: `${userId}@example.com`, locale: 'it' });
    const sessionId = await insertClassSession(shared.database.db, pilates, {
      startsAt: STARTS_AT,
      capacity: 5,
      waitlistCapacity: 5,
    });
    if (sessionCancelled)
      await shared.database.db
        .update(schema.classSessions)
        .set({ cancelledAt: new Date(REMIND_AT.getTime() - HOUR) })
        .where(eq(schema.classSessions.id, sessionId));
    const [spot] = await shared.database.db
      .insert(schema.classBookings)
      .values({ sessionId, userId, status })
      .returning();
    const [response] = await shared.database.db
      .insert(schema.formResponses)
      .values({
        formId,
        formVersionId: versionId,
        businessId: (await businessOf(pilates)) ?? '',
        userId,
        classBookingId: spot?.id ?? null,
        dueAt: DUE_AT,
        createdAt: new Date(REMIND_AT.getTime() - 48 * HOUR),
      })
      .returning();
    return response?.id ?? '';
  }
  const businessOf = async (of: TestClass) =>
    (await shared.database.db.select().from(schema.classes).where(eq(schema.classes.id, of.classId)))[0]
      ?.businessId;
  const notificationsOf = (userId: string) =>
    shared.database.db.select().from(schema.notifications).where(eq(schema.notifications.userId, userId));

  it('reminds of a booked or waitlisted spot’s form, not of a cancelled spot’s nor of a cancelled session’s', async () => {
    const booked = await spotWithResponse(`held-${target.kind}`, 'booked');
    const waiting = await spotWithResponse(`waiting-${target.kind}`, 'waitlisted');
    await spotWithResponse(`gave-up-${target.kind}`, 'cancelled');
    await spotWithResponse(`called-off-${target.kind}`, 'booked', true);
    const plan = (at: number) => planDueFormReminders(shared.database.db, { now: new Date(at) });

    expect(await plan(REMIND_AT.getTime() - 60_000)).toBe(0);
    expect(await plan(REMIND_AT.getTime() + 60_000)).toBe(2);
    // Once per response and due time, however often the planner runs.
    expect(await plan(REMIND_AT.getTime() + 120_000)).toBe(0);

    const [held] = await notificationsOf(`held-${target.kind}`);
    expect(held?.kind).toBe('form-reminder');
    expect(held?.actionUrl).toBe(`/it/forms/${booked}`);
    expect(readNotificationContent('form-reminder', held?.params)).toEqual({
      kind: 'form-reminder',
      params: {
        form: 'Questionario salute',
        place: 'Лотос Пловдив',
        dueAt: DUE_AT.toISOString(),
        timeZone: 'Europe/Sofia',
      },
    });
    expect((await notificationsOf(`waiting-${target.kind}`))[0]?.actionUrl).toBe(`/it/forms/${waiting}`);
    expect(await notificationsOf(`gave-up-${target.kind}`)).toEqual([]);
    expect(await notificationsOf(`called-off-${target.kind}`)).toEqual([]);
  });
});
