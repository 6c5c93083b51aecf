import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from './create-db.ts';
import { withPreparedStatements } from './pglite-statements.ts';
import { resultRows } from './result-rows.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from './sql-state.ts';

/** The parsers Drizzle hands PGlite: dates and times stay text. */
const drizzleLike = {
  parsers: {
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.DATE]: (value: string) => value,
  },
};

describe('PGlite with prepared statements (ADR 061)', () => {
  let client: PGlite;
  let prepared: PGlite;

  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(async () => client.close());

  // Each test starts from an empty table and no statement prepared.
  beforeEach(async () => {
    await client.exec(`
      deallocate all;
      drop table if exists things;
      create table things (
        id uuid primary key default gen_random_uuid(),
        name text not null unique,
        size int,
        ready boolean not null default false,
        at timestamptz,
        day date,
        extra jsonb,
        tags text[]
      )`);
    prepared = withPreparedStatements(client, 3);
  });

  /** The names of the statements the server keeps prepared for this connection. */
  const serverStatements = async () =>
    (await client.query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
      (row) => row.name,
    );

  it('answers every statement exactly as PGlite’s own query does: rows, fields, counts, types', async () => {
    const insert =
      'insert into things (name, size, ready, at, day, extra, tags) values ($1, $2, $3, $4, $5, $6, $7) returning name, size, ready, at, day, extra, tags';
    const values = [
      ['a', 1, true, new Date('2026-11-28T10:00:00Z'), '2026-11-28', { a: [1, 'b'] }, ['x', 'y,z']],
      ['b', null, false, null, null, null, null],
    ];
    for (const row of values) {
      const ours = await prepared.query(insert, row);
      expect(ours.rows).toEqual([
        {
          name: row[0],
          size: row[1],
          ready: row[2],
          at: row[3],
          day: row[4] === null ? null : new Date(`${row[4]}T00:00:00Z`),
          extra: row[5],
          tags: row[6],
        },
      ]);
      expect(ours.affectedRows).toBe(1);
    }
    const select =
      'select name, size, ready, at, day, extra, tags from things where size is distinct from $1 order by name';
    for (const options of [undefined, { rowMode: 'array' as const, ...drizzleLike }]) {
      const ours = await prepared.query(select, [7], options);
      const theirs = await client.query(select, [7], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
      expect(ours.rows).toHaveLength(2);
    }
    const update = await prepared.query('update things set size = size + $1 where size is not null', [2]);
    expect(update.affectedRows).toBe(1);
    expect(update.rows).toEqual([]);
  });

  it('parses a text once and keeps it by name: the same statement runs again and again', async () => {
    for (let index = 0; index < 20; index++)
      expect((await prepared.query('select $1::int + 1 as next', [index])).rows).toEqual([
        { next: index + 1 },
      ]);
    expect(await serverStatements()).toHaveLength(1);
  });

  it('keeps at most its limit: the statement used least recently is closed on the server', async () => {
    const texts = ['select 1 as one', 'select 2 as two', 'select 3 as three', 'select 4 as four'];
    for (const text of texts.slice(0, 3)) await prepared.query(text);
    const firstThree = await serverStatements();
    expect(firstThree).toHaveLength(3);
    // The first is used again: the second is now the least recently used, and goes when a fourth comes.
    await prepared.query(texts[0] as string);
    await prepared.query(texts[3] as string);
    const after = await serverStatements();
    expect(after).toHaveLength(3);
    expect(after).not.toContain(firstThree[1]);
    expect(after).toContain(firstThree[0]);
    for (const text of texts) expect((await prepared.query(text)).rows).toHaveLength(1);
  });

  it('fails like PGlite’s own query (the code, the query, the parameters) and goes on answering', async () => {
    const insert = 'insert into things (name) values ($1)';
    await prepared.query(insert, ['same']);
    const error = await prepared.query(insert, ['same']).catch((caught: unknown) => caught);
    expect(sqlStateOf(error)).toBe(UNIQUE_VIOLATION);
    expect(error).toMatchObject({ query: insert, params: ['same'] });
    await expect(prepared.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    await expect(prepared.query('select $1::uuid', ['not-a-uuid'])).rejects.toMatchObject({ code: '22P02' });
    expect((await prepared.query('select count(*)::int as n from things')).rows).toEqual([{ n: 1 }]);
  });

  it('parses again when the table under a kept statement changes shape, or the statement is gone', async () => {
    await prepared.query("insert into things (name) values ('a')");
    const everything = 'select * from things';
    expect(Object.keys((await prepared.query<object>(everything)).rows[0] ?? {})).not.toContain('colour');
    await client.exec('alter table things add column colour text');
    expect(Object.keys((await prepared.query<object>(everything)).rows[0] ?? {})).toContain('colour');
    await client.exec('deallocate all');
    expect((await prepared.query(everything)).rows).toHaveLength(1);
  });

  it('waits for a transaction under way: a read never sees half of one', async () => {
    const writing = client.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('first')");
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.query("insert into things (name) values ('second')");
    });
    const counts = await Promise.all(
      Array.from({ length: 40 }, () =>
        prepared.query<{ n: number }>('select count(*)::int as n from things').then(({ rows }) => rows[0]?.n),
      ),
    );
    await writing;
    expect(counts.every((count) => count === 0 || count === 2)).toBe(true);
    expect(counts).toContain(2);
  });

  it('answers Drizzle on the database the server opens, in and out of transactions', async () => {
    const database = await createDb({ dataDir: 'memory://' });
    try {
      const { db } = database;
      await db.execute(sql`create table notes (id int primary key, body text not null)`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (${1}, ${'one'}), (${2}, ${'two'})`);
      });
      const rows = resultRows<{ body: string }>(
        await db.execute(sql`select body from notes where id = ${2}`),
      );
      expect(rows).toEqual([{ body: 'two' }]);
      await expect(db.execute(sql`insert into notes values (${1}, ${'again'})`)).rejects.toSatisfy(
        (error) => sqlStateOf(error) === UNIQUE_VIOLATION,
      );
    } finally {
      await database.close();
    }
  });
});
