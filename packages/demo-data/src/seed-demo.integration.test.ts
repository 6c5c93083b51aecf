import type { Database } from '@kalendo/db';
import { resultRows } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from './catalog/languages.ts';
import { generateLarge } from './generate-large.ts';
import { hashPassword } from './hash-password.ts';
import { isDatabaseEmpty, seedDemo } from './seed-demo.ts';

/** Two days before the EU clocks go forward (29 March 2026): the class timetable spans the change. */
const NOW = new Date('2026-03-27T10:00:00Z');
/** `NOW` as a query parameter (postgres.js takes no Date in raw SQL). */
const NOW_SQL = sql`${NOW.toISOString()}::timestamptz`;

const targets = await testDatabaseTargets();

async function query<T>(database: Database, statement: SQL): Promise<T[]> {
  return resultRows<T>(await database.db.execute(statement));
}

async function count(database: Database, statement: SQL): Promise<number> {
  return Number((await query<{ n: number | string }>(database, statement))[0]?.n);
}

describe.each(targets)('demo seed on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await target.open());
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const summary = await seedDemo(database.db, { now: NOW });
    expect(summary.locations).toBeGreaterThanOrEqual(120);
  });
  afterAll(() => drop());

  it('fills a marketplace of at least 60 businesses and 120 locations in 13 cities', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(await count(database, sql`select count(*) as n from businesses`)).toBeGreaterThanOrEqual(60);
    expect(await count(database, sql`select count(*) as n from locations`)).toBeGreaterThanOrEqual(120);
    expect(
      await count(database, sql`select count(distinct city_slug) as n from locations`),
    ).toBeGreaterThanOrEqual(13);
    expect(
      await count(database, sql`select count(*) as n from locations where custom_domain is not null`),
    ).toBe(2);
  });

  it('names every category and marketplace service in all 11 languages', async () => {
    const rows = await query<{ slug: string; names: Record<string, string> }>(
      database,
      sql`select slug, names from categories union all select slug, names from marketplace_services`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12 + 30);
    for (const { slug, names } of rows) {
      for (const language of LANGUAGES)
        expect(names[language]?.trim(), `${slug} in ${language}`).toBeTruthy();
    }
  });

  it('names every city of the seed in all 11 languages, its own in the language it is written in', async () => {
    const rows = await query<{ slug: string; names: Record<string, string>; city: string | null }>(
      database,
      sql`select l.city_slug as slug, c.names, min(l.city) as city
        from locations l left join cities c on c.slug = l.city_slug group by l.city_slug, c.names`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(13);
    for (const { slug, names } of rows) {
      expect(names, slug).not.toBeNull();
      for (const language of LANGUAGES)
        expect(names[language]?.trim(), `${slug} in ${language}`).toBeTruthy();
    }
    const sofia = rows.find((row) => row.slug === 'sofia')?.names;
    expect(sofia).toMatchObject({ bg: 'София', en: 'Sofia', es: 'Sofía', el: 'Σόφια', mk: 'Софија' });
    expect(Object.values(sofia ?? {})).toHaveLength(11);
  });

  it('gives every location 5–15 services, staff with working hours, and 3–6 photos', async () => {
    const problems = await query<{ slug: string }>(
      database,
      sql`select l.slug from locations l
        where (select count(*) from services s where s.location_id = l.id) not between 5 and 15
          or not exists (select 1 from staff st join staff_working_hours w on w.staff_id = st.id
                         where st.location_id = l.id)
          or (select count(*) from media m where m.location_id = l.id and m.kind = 'photo'
              and m.marketplace_service_id is null) not between 3 and 6`,
    );
    expect(problems).toEqual([]);
    const unstaffed = sql`select count(*) as n from services s
      where not exists (select 1 from staff_services ss where ss.service_id = s.id)`;
    expect(await count(database, unstaffed)).toBe(0);
  });

  it('schedules future class sessions at local wall-clock times, never above capacity', async () => {
    expect(
      await count(database, sql`select count(*) as n from class_sessions where starts_at > ${NOW_SQL}`),
    ).toBeGreaterThan(100);
    expect(
      await count(database, sql`select count(*) as n from class_sessions where starts_at <= ${NOW_SQL}`),
    ).toBe(0);
    expect(
      await count(database, sql`select count(*) as n from class_sessions where booked_count > capacity`),
    ).toBe(0);
    const mismatched = sql`select count(*) as n from class_sessions cs where booked_count <>
      (select count(*) from class_bookings cb where cb.session_id = cs.id and cb.status = 'booked')`;
    expect(await count(database, mismatched)).toBe(0);
    const offGrid = sql`select count(*) as n from class_sessions cs join locations l on l.id = cs.location_id
      where to_char(cs.starts_at at time zone l.time_zone, 'HH24:MI')
        not in ('07:30', '09:00', '10:30', '12:30', '17:30', '18:30', '19:30')`;
    expect(await count(database, offGrid)).toBe(0);
  });

  it('keeps each location rating equal to the average and count of its reviews', async () => {
    const inconsistent = sql`select count(*) as n from locations l
      left join (select location_id, count(*) as c, round(avg(rating), 2) as a
                 from reviews group by location_id) r
        on r.location_id = l.id
      where l.rating_count <> coalesce(r.c, 0) or l.rating_average <> coalesce(r.a, 0)`;
    expect(await count(database, inconsistent)).toBe(0);
    expect(await count(database, sql`select count(*) as n from reviews`)).toBeGreaterThan(200);
  });

  it('creates the demo user with a better-auth password and a booking history', async () => {
    const [user] = await query<{ email: string; password: string }>(
      database,
      sql`select u.email, a.password from users u
        join accounts a on a.user_id = u.id and a.provider_id = 'credential'
        where u.id = 'demo-user'`,
    );
    expect(user?.email).toBe('demo@kalendo.app');
    expect(user?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    const salt = user?.password.split(':')[0] ?? '';
    expect(hashPassword('kalendo-demo', salt)).toBe(user?.password);
    const upcoming = sql`select count(*) as n from appointments
      where user_id = 'demo-user' and status = 'booked' and starts_at > ${NOW_SQL}`;
    // Two visits, and a massage whose health questionnaire is still to fill (issue 19).
    expect(await count(database, upcoming)).toBe(3);
    const toFill = sql`select count(*) as n from form_responses r
      join form_versions v on v.id = r.form_version_id
      join appointments a on a.id = r.appointment_id
      where r.user_id = 'demo-user' and r.state = 'todo' and v.version = 2
        and r.due_at = a.starts_at - interval '12 hours'`;
    expect(await count(database, toFill)).toBe(1);
    const forms = sql`select count(distinct f.rule) as n from forms f join services s on s.required_form_id = f.id`;
    expect(await count(database, forms)).toBe(3);
    // Six different forms in use (their current versions) across clinics, spas, tattoo studios and the
    // studios' classes, each business's in its own language.
    const current = sql`from forms f join form_versions v on v.form_id = f.id
      where v.version = (select max(version) from form_versions w where w.form_id = f.id)`;
    expect(
      await count(database, sql`select count(distinct v.definition->'fields') as n ${current}`),
    ).toBeGreaterThanOrEqual(6);
    expect(
      await count(database, sql`select count(distinct v.definition->>'defaultLanguage') as n ${current}`),
    ).toBeGreaterThanOrEqual(5);
    const classForms = sql`select count(*) as n from classes c join forms f on f.id = c.required_form_id
      where f.rule = 'once-per-client'`;
    expect(await count(database, classForms)).toBeGreaterThan(0);
    // One class asks its form before booking, with sessions to book (the timetable → form → back journey).
    const beforeBooking = sql`select count(distinct c.id) as n from classes c
      join forms f on f.id = c.required_form_id join class_sessions cs on cs.class_id = c.id
      where f.rule = 'before-booking' and cs.starts_at > ${NOW_SQL}`;
    expect(await count(database, beforeBooking)).toBe(1);
    const reviewed = sql`select count(*) as n from appointments a join reviews r on r.appointment_id = a.id
      where a.user_id = 'demo-user' and a.status = 'completed' and a.ends_at < ${NOW_SQL}`;
    expect(await count(database, reviewed)).toBeGreaterThanOrEqual(5);
  });

  it('adds synthetic locations with unique slugs, twice in a row', async () => {
    const before = await count(database, sql`select count(*) as n from locations`);
    const businessesBefore = await count(database, sql`select count(*) as n from businesses`);
    expect((await generateLarge(database.db, { locations: 1500, now: NOW })).locations).toBe(1500);
    await generateLarge(database.db, { locations: 500, now: NOW });
    expect(await count(database, sql`select count(*) as n from locations`)).toBe(before + 2000);
    const newBusinesses =
      (await count(database, sql`select count(*) as n from businesses`)) - businessesBefore;
    expect(newBusinesses).toBeGreaterThan(500);
    expect(newBusinesses).toBeLessThan(1000);
    expect(await count(database, sql`select count(*) - count(distinct slug) as n from locations`)).toBe(0);
    const thin = sql`select count(*) as n from locations l where l.slug ~ '-[0-9]+$' and (
      (select count(*) from services s where s.location_id = l.id) not between 3 and 6
      or (select count(*) from staff st where st.location_id = l.id
          and exists (select 1 from staff_working_hours w where w.staff_id = st.id)) <> 2)`;
    expect(await count(database, thin)).toBe(0);
  });
});

describe('demo seed determinism', () => {
  it('seeds the same locations and prices into two fresh databases for the same now', async () => {
    const [pglite] = targets;
    if (!pglite) throw new Error('No test database target');
    const listing = sql`select l.slug, s.name, s.price_minor
      from locations l join services s on s.location_id = l.id
      order by l.slug, s.position`;
    const results: unknown[][] = [];
    for (const _ of [1, 2]) {
      const { database, drop } = await pglite.open();
      try {
        await seedDemo(database.db, { now: NOW });
        results.push(await query(database, listing));
      } finally {
        await drop();
      }
    }
    expect(results[0]?.length).toBeGreaterThan(600);
    expect(results[1]).toEqual(results[0]);
  });
});
