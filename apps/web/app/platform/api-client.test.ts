import { describe, expect, it } from 'vitest';
import { asciiJson, createApiClient } from './api-client.ts';

function capture() {
  const requests: Array<{ path: string; headers: Headers; method: string }> = [];
  const transport = async (path: string, init: RequestInit) => {
    requests.push({ path, headers: new Headers(init.headers), method: init.method ?? 'GET' });
    return new Response(JSON.stringify({ items: [] }), { status: 200 });
  };
  return { requests, transport };
}

describe('API client headers (SPEC §7)', () => {
  it('sends language, version, build, app name and ngsw-bypass, and app-render on the server', async () => {
    const { requests, transport } = capture();
    const api = createApiClient({ transport, locale: 'bg', version: '1.2.3', build: '42', render: 'ssr' });
    await api.listCategories();
    const headers = requests[0]?.headers;
    expect(headers?.get('accept-language')).toBe('bg;q=0.9,en;q=0.8');
    expect(headers?.get('app-version')).toBe('1.2.3');
    expect(headers?.get('app-build')).toBe('42');
    expect(headers?.get('app-name')).toBe('kalendo-web');
    expect(headers?.get('ngsw-bypass')).toBe('true');
    expect(headers?.get('app-render')).toBe('ssr');
    expect(headers?.get('authorization')).toBeNull();
  });

  it('adds the bearer token when authenticated and no app-render in the browser', async () => {
    const { requests, transport } = capture();
    const api = createApiClient({
      transport,
      locale: 'en',
      version: '1',
      build: '1',
      render: 'browser',
      accessToken: 'abc',
    });
    await api.listFeaturedLocations({ city: 'sofia', limit: 4 });
    expect(requests[0]?.path).toBe('/locations/featured?city=sofia&limit=4');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer abc');
    expect(requests[0]?.headers.get('app-render')).toBeNull();
    expect(requests[0]?.headers.get('accept-language')).toBe('en;q=0.9');
  });

  it('turns an API error into a route error response with its status', async () => {
    const api = createApiClient({
      transport: async () =>
        new Response(JSON.stringify({ error: { code: 'SERVICE_UNAVAILABLE', message: 'down' } }), {
          status: 503,
        }),
      locale: 'en',
      version: '1',
      build: '1',
      render: 'ssr',
    });
    await expect(api.listCategories()).rejects.toMatchObject({ init: { status: 503 } });
  });
});

describe('asciiJson', () => {
  it('escapes non-ASCII so the value can travel in a header, and stays valid JSON', () => {
    const value = { utm_campaign: 'пролет-2026', landing_page: 'https://k.test/el/home' };
    const json = asciiJson(value);
    expect(json).toMatch(/^[\x20-\x7e]+$/);
    expect(JSON.parse(json)).toEqual(value);
    expect(() => new Headers({ 'app-tracking': json })).not.toThrow();
  });
});
