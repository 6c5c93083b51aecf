import type { SearchPage, Suggestion } from '@kalendo/contracts';
import { expect } from 'vitest';
import type { createTestApi } from '../testing/create-test-api.ts';

type TestApi = ReturnType<typeof createTestApi>;
type Params = Record<string, string | number | undefined>;

/** GET /search with the parameters; asserts a 200 and returns the page. */
export async function searchPage(api: TestApi, params: Params): Promise<SearchPage> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  const response = await api.request(`/search?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as SearchPage;
}

/** Every page of a search, following nextCursor. */
export async function allPages(api: TestApi, params: Params): Promise<SearchPage[]> {
  const pages = [await searchPage(api, params)];
  for (let page = pages[0]; page?.nextCursor; ) {
    page = await searchPage(api, { ...params, cursor: page.nextCursor });
    pages.push(page);
  }
  return pages;
}

export async function suggestions(api: TestApi, q: string, language = 'en'): Promise<Suggestion[]> {
  const response = await api.request(`/search/suggestions?q=${encodeURIComponent(q)}`, {
    headers: { 'Accept-Language': language },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Suggestion[] }).items;
}

/** Status and error code of a request expected to fail. */
export async function failure(
  api: TestApi,
  path: string,
): Promise<{ status: number; code: string; field: string }> {
  const response = await api.request(path);
  const body = (await response.json()) as {
    error?: { code: string; details?: { fields?: Array<{ path: string }> } };
  };
  return {
    status: response.status,
    code: body.error?.code ?? '',
    field: body.error?.details?.fields?.[0]?.path ?? '',
  };
}
