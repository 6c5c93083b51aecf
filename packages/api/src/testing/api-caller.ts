import type { Api } from '../create-api.ts';

/**
 * Requests to the test API as a signed-in client of `origin` sends them: its session cookie, German answers,
 * an Idempotency-Key when given, and a JSON body when given.
 */
export function apiCaller(api: () => Api, origin = 'http://localhost') {
  return (method: string, path: string, cookie: string, init: { body?: unknown; key?: string } = {}) =>
    api().request(`${origin}${path}`, {
      method,
      headers: {
        Origin: origin,
        Cookie: cookie,
        'Accept-Language': 'de',
        ...(init.key ? { 'Idempotency-Key': init.key } : {}),
        ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
}
