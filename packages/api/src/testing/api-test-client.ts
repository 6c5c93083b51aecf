import { testClient } from 'hono/testing';
import type { Api, ApiRoutes } from '../create-api.ts';

/**
 * The `header` of a request that lacks its Idempotency-Key, which the API must refuse: the routes' type
 * requires one, so a test that leaves it out says so with this.
 */
export const WITHOUT_IDEMPOTENCY_KEY = {} as { 'idempotency-key': string };

/** Who sends a test request: a session cookie, the answer language, an origin other than the test API's own. */
export interface TestCaller {
  cookie?: string;
  language?: string;
}

/**
 * The API's typed client for tests (Hono's `testClient`, typed from `ApiRoutes`): paths, params, query,
 * headers and JSON bodies are the routes' own, sent in process to `api` as a same-origin client sends them
 * (`Origin` of the test API), with the caller's session cookie and language.
 */
export function apiTestClient(api: Api, caller: TestCaller = {}) {
  return testClient<ApiRoutes>(api, undefined, undefined, {
    headers: {
      Origin: 'http://localhost',
      ...(caller.cookie ? { Cookie: caller.cookie } : {}),
      ...(caller.language ? { 'Accept-Language': caller.language } : {}),
    },
  });
}

/**
 * A JSON answer read as the test declares it, where the route's type is wider than what the test expects
 * (an error's `details`, one status of several): what `(await response.json()) as T` was on a `Response`.
 */
export function bodyOf<T>(response: { json(): Promise<unknown> }): Promise<T> {
  return response.json() as Promise<T>;
}

/**
 * The answer, when it has `status`; else an error naming the status and body (a setup step that failed).
 * No `expect` here: Playwright specs import these helpers too.
 */
export async function expectStatus<R extends { status: number; text(): Promise<string> }>(
  answer: Promise<R>,
  status: number,
): Promise<R> {
  const response = await answer;
  if (response.status !== status)
    throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return response;
}
