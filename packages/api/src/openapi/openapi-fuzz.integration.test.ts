import { testDatabaseTargets } from '@kalendo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../create-api.ts';
import { openTwoStaffMarketplace, type TwoStaffMarketplace } from '../testing/two-staff-marketplace.ts';

const ORIGIN = 'http://localhost';
const NOW = new Date('2026-11-20T12:00:00Z');

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, unknown> };
}
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** better-auth's own endpoints are not in the document, but take bodies from anyone: fuzzed as well. */
const AUTH_OPERATIONS: Record<string, Record<string, Operation>> = Object.fromEntries(
  [
    '/auth/sign-in/email',
    '/auth/sign-up/email',
    '/auth/request-password-reset',
    '/auth/reset-password',
    '/auth/change-password',
    '/auth/change-email',
    '/auth/send-verification-email',
    '/auth/sign-in/social',
    '/auth/revoke-session',
  ].map((path) => [path, { post: { requestBody: { content: { 'application/json': {} } } } }]),
);

const HUGE = 'x'.repeat(100_000);
const deep = (depth: number): unknown => (depth === 0 ? 1 : { a: deep(depth - 1), b: [deep(0)] });

/** Values of the wrong type, size or form for any one field. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  '',
  ' ',
  'x'.repeat(5_000),
  '9999-12-31T23:59:59Z',
  '0001-01-01',
  '2026-02-30',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000',
  '🙂'.repeat(100),
  [],
  [1, 'two', null],
  {},
  { $ne: 1 },
];

/** Texts for a path or query parameter. */
const BAD_TEXTS = [
  '',
  'x'.repeat(3_000),
  '-1',
  '1e309',
  'NaN',
  '9999-99-99',
  '0001-01-01',
  '9999-12-31T23:59:59Z',
  'not-a-uuid',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '00000000-0000-0000-0000-000000000000.ics',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%E0%A4%A',
  '<svg onload=1>',
  "'; drop table users; --",
];

/** Whole bodies of the wrong kind, and JSON routes fed other content types. */
const BAD_BODIES: Array<{ type: string; body: string | Uint8Array }> = [
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '12' },
  { type: 'application/json', body: JSON.stringify(deep(200)) },
  { type: 'application/json', body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { type: 'application/json', body: JSON.stringify({ huge: HUGE }) },
  { type: 'application/json', body: JSON.stringify({ __proto__: { admin: true }, constructor: {} }) },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/xml', body: '<a/>' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  {
    type: 'multipart/form-data; boundary=zz',
    body: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--',
  },
  { type: 'image/png', body: new Uint8Array(64) },
  { type: 'application/json; charset=utf-16', body: '{}' },
];

/** Reasonable values for a parameter, so that the other one can be fuzzed alone. */
function sampleFor(name: string, world: TwoStaffMarketplace): string {
  if (name === 'slug') return 'lotus-center';
  if (name === 'service') return world.serviceId;
  if (name === 'from' || name === 'to') return '2026-11-23';
  if (name === 'host') return 'booking.example.com';
  if (name === 'file') return '00000000-0000-4000-8000-000000000000.ics';
  return '00000000-0000-4000-8000-000000000000';
}

/**
 * Every operation of the OpenAPI document (and better-auth's), signed in and not, with parameters and
 * bodies of the wrong type, size, nesting, date and content type: nothing may answer 500 or more.
 */
describe.each(await testDatabaseTargets())('fuzzing every API operation on $kind', (target) => {
  let world: TwoStaffMarketplace;
  let operations: Array<{ method: string; path: string; operation: Operation }> = [];

  beforeAll(async () => {
    world = await openTwoStaffMarketplace(target, () => NOW);
    const document = (await (await world.api.request(OPENAPI_PATH)).json()) as OpenApiDocument;
    operations = Object.entries({ ...document.paths, ...AUTH_OPERATIONS })
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
      )
      // Deleting the account (or signing out) last keeps the session for every other case.
      .sort(
        (a, b) =>
          Number(a.method === 'delete' && a.path === '/me') -
          Number(b.method === 'delete' && b.path === '/me'),
      );
  });
  afterAll(async () => {
    await world?.drop();
  });

  it('finds the operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('never answers 500 or more, however bad the input', { timeout: 300_000 }, async () => {
    const failures: string[] = [];
    let keys = 0;
    const attempt = async (
      method: string,
      path: string,
      init: { query?: string; type?: string; body?: string | Uint8Array; signedIn: boolean },
    ) => {
      const headers: Record<string, string> = {
        Origin: ORIGIN,
        'Idempotency-Key': `fuzz-key-${++keys}`,
        ...(init.signedIn ? { Cookie: world.alice } : {}),
        ...(init.type ? { 'Content-Type': init.type } : {}),
      };
      const url = `${ORIGIN}${path}${init.query ? `?${init.query}` : ''}`;
      const response = await world.api.request(url, {
        method: method.toUpperCase(),
        headers,
        ...(init.body !== undefined && method !== 'get' ? { body: init.body } : {}),
      });
      await response.arrayBuffer();
      if (response.status >= 500) {
        const body = typeof init.body === 'string' ? init.body.slice(0, 80) : init.body ? 'bytes' : '';
        failures.push(
          `${method.toUpperCase()} ${url.slice(0, 160)} [${init.type ?? ''}] ${body} → ${response.status}`,
        );
      }
    };

    for (const { method, path, operation } of operations) {
      const parameters = operation.parameters ?? [];
      const fill = (overrides: Record<string, string>) =>
        path.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(overrides[name] ?? sampleFor(name, world)),
        );
      const query = (overrides: Record<string, string>) =>
        parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => [parameter.name, overrides[parameter.name] ?? sampleFor(parameter.name, world)])
          .map(([name, value]) => `${encodeURIComponent(name ?? '')}=${encodeURIComponent(value ?? '')}`)
          .join('&');
      const validBody = JSON.stringify({});
      for (const signedIn of [false, true]) {
        const base = { signedIn, type: 'application/json', body: validBody };
        // Each parameter alone, with each bad text.
        for (const parameter of parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
          for (const text of BAD_TEXTS) {
            const overrides = { [parameter.name]: text };
            await attempt(
              method,
              parameter.in === 'path' ? fill(overrides).replace(/\/\//g, '/x/') : fill({}),
              {
                ...base,
                query: parameter.in === 'query' ? query(overrides) : query({}),
              },
            );
          }
          // The parameter repeated.
          await attempt(method, fill({}), {
            ...base,
            query: `${query({})}&${parameter.name}=a&${parameter.name}=b`,
          });
        }
        if (!operation.requestBody) {
          await attempt(method, fill({}), { ...base, query: query({}) });
          continue;
        }
        for (const bad of BAD_BODIES) {
          await attempt(method, fill({}), { signedIn, query: query({}), ...bad });
        }
        // Each bad value in the fields the routes know, and whole bodies of one bad value.
        const fields = [
          'items',
          'start',
          'staffId',
          'email',
          'password',
          'name',
          'rating',
          'comment',
          'locale',
          'token',
          'provider',
          'platforms',
          'message',
          'topic',
          'currentPassword',
          'newPassword',
          'image',
          'newEmail',
        ];
        for (const value of BAD_VALUES) {
          await attempt(method, fill({}), {
            signedIn,
            query: query({}),
            type: 'application/json',
            body: JSON.stringify(value),
          });
          await attempt(method, fill({}), {
            signedIn,
            query: query({}),
            type: 'application/json',
            body: JSON.stringify(Object.fromEntries(fields.map((field) => [field, value]))),
          });
        }
        await attempt(method, fill({}), {
          signedIn,
          query: query({}),
          type: 'application/json',
          body: JSON.stringify({
            items: [
              {
                locationSlug: 'lotus-center',
                serviceId: world.serviceId,
                staffId: 'any',
                start: '9999-01-01T00:00:00Z',
              },
            ],
          }),
        });
      }
    }
    expect(failures).toEqual([]);
  });
});
