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
      credentials: { tokenType: 'Bearer', accessToken: 'abc' },
    });
    await api.listFeaturedLocations({ city: 'sofia', limit: 4 });
    expect(requests[0]?.path).toBe('/locations/featured?city=sofia&limit=4');
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer abc');
    expect(requests[0]?.headers.get('app-render')).toBeNull();
    expect(requests[0]?.headers.get('accept-language')).toBe('en;q=0.9');
  });

  it('sends the token type saved with the login, not always Bearer (issue 26)', async () => {
    const { requests, transport } = capture();
    for (const tokenType of ['DPoP', 'bearer']) {
      const api = createApiClient({
        transport,
        locale: 'en',
        version: '1',
        build: '1',
        render: 'browser',
        credentials: { tokenType, accessToken: 'xyz.sig' },
      });
      await api.suggestSearch('nails');
    }
    expect(requests.map((request) => request.headers.get('authorization'))).toEqual([
      'DPoP xyz.sig',
      'bearer xyz.sig',
    ]);
  });

  it('sends the tracking record as app-tracking only when there is one', async () => {
    const { requests, transport } = capture();
    const tracking = {
      referrer: '',
      landing_page: 'https://k.test/en/home',
      unixtime: 1,
      current_page: 'https://k.test/en/search',
      platforms: ['web'],
    };
    const options = { transport, locale: 'en', version: '1', build: '1', render: 'browser' } as const;
    await createApiClient({ ...options, tracking }).suggestSearch('a');
    await createApiClient({ ...options, tracking: null }).suggestSearch('a');
    expect(JSON.parse(requests[0]?.headers.get('app-tracking') ?? '')).toEqual(tracking);
    expect(requests[1]?.headers.get('app-tracking')).toBeNull();
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

describe('typed API client (hc over the API routes)', () => {
  const answering = (status: number, body: unknown) => {
    const requests: Array<{ path: string; init: RequestInit }> = [];
    const api = createApiClient({
      transport: async (path, init) => {
        requests.push({ path, init });
        return Response.json(body, { status });
      },
      locale: 'de',
      version: '1',
      build: '1',
      render: 'ssr',
    });
    return { api, requests };
  };

  it('escapes path parameters, so a slug cannot reach another route', async () => {
    const { api, requests } = answering(404, { error: { code: 'NOT_FOUND', message: 'Nicht gefunden' } });
    expect(await api.getLocation('a/../../me?x=1')).toBeNull();
    expect(requests[0]?.path).toBe('/locations/a%2F..%2F..%2Fme%3Fx%3D1');
  });

  it('returns a refusal with its code and message, and sends the idempotency key', async () => {
    const refusal = { error: { code: 'BASKET_EMPTY', message: 'Dein Warenkorb ist leer.', details: {} } };
    const { api, requests } = answering(422, refusal);
    expect(await api.checkoutBasket('key-12345')).toEqual({ ok: false, status: 422, error: refusal.error });
    expect(requests[0]?.path).toBe('/me/basket/checkout');
    expect(requests[0]?.init.method).toBe('POST');
    expect(new Headers(requests[0]?.init.headers).get('idempotency-key')).toBe('key-12345');
  });

  it('answers the data of a success, and null for a signed-out user', async () => {
    const { api } = answering(200, { count: 3 });
    expect(await api.getBasketCount()).toEqual({ count: 3 });
    const signedOut = answering(401, { error: { code: 'UNAUTHENTICATED', message: 'Anmelden' } });
    expect(await signedOut.api.getMe()).toBeNull();
  });
});
