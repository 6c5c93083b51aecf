import { expect } from 'vitest';
import type { Api } from '../create-api.ts';
import { everyDay, partnerPlace } from './partner-place-input.ts';
import { sessionCookieOf, signUpThroughApi } from './sign-up.ts';

export { everyDay, partnerPlace };

const ORIGIN = 'http://localhost';

export type PartnerIds = Awaited<ReturnType<ReturnType<typeof partnerKit>['setUp']>>;

/**
 * What partner API tests share: a JSON request (or a picture's raw bytes) as a signed-in user (by name in `cookies`), and a whole
 * business set up through the API (a place open every day, a staff member, a service they perform).
 */
export function partnerKit(api: () => Api, cookies: Record<string, string>) {
  async function call(
    who: string,
    method: string,
    path: string,
    body?: unknown,
    language = 'en',
    headers: Record<string, string> = {},
  ) {
    const raw = body instanceof Uint8Array;
    const response = await api().request(`${ORIGIN}${path}`, {
      method,
      headers: {
        Origin: ORIGIN,
        Cookie: cookies[who] ?? '',
        'Accept-Language': language,
        ...(body === undefined ? {} : { 'Content-Type': raw ? 'image/png' : 'application/json' }),
        ...(path === '/bookings' ? { 'Idempotency-Key': `key-${Math.random()}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: raw ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  async function setUp(owner: string, name: string) {
    const created = await call(owner, 'POST', '/partner/businesses', {
      name,
      locale: 'bg',
      place: partnerPlace(`${name} Center`),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const businessId = created.body.id as string;
    const placeId = (created.body.places as Array<{ id: string }>)[0]?.id ?? '';
    const base = `/partner/businesses/${businessId}`;
    expect((await call(owner, 'PUT', `${base}/places/${placeId}/hours`, { weekly: everyDay })).status).toBe(
      200,
    );
    const member = await call(owner, 'POST', `${base}/staff`, {
      placeId,
      name: 'Maria',
      workingHours: everyDay,
    });
    expect(member.status, JSON.stringify(member.body)).toBe(201);
    const staffId = member.body.id as string;
    const service = await call(owner, 'POST', `${base}/services`, {
      placeId,
      name: 'Haircut',
      durationMinutes: 45,
      priceMinor: 3000,
      currency: 'EUR',
      staffIds: [staffId],
    });
    expect(service.status, JSON.stringify(service.body)).toBe(201);
    return { businessId, placeId, staffId, serviceId: service.body.id as string, base };
  }

  /** Signs each name up (an e-mail of the name and `tag`) and keeps its session cookie under the name. */
  async function signUpAll(names: string[], tag: string) {
    for (const who of names)
      cookies[who] = sessionCookieOf(
        await signUpThroughApi(api(), { name: who, email: `${who.toLowerCase()}-${tag}@example.com` }),
      );
  }

  /** Another staff member of a business set up above, working every day, who performs its service. */
  async function addStaff(owner: string, ids: PartnerIds, name: string) {
    const member = await call(owner, 'POST', `${ids.base}/staff`, {
      placeId: ids.placeId,
      name,
      workingHours: everyDay,
      serviceIds: [ids.serviceId],
    });
    expect(member.status, JSON.stringify(member.body)).toBe(201);
    return member.body.id as string;
  }

  return { call, setUp, signUpAll, addStaff };
}
