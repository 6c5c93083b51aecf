import type { Category, ErrorBody, LocationSummaryDto } from '@kalendo/contracts';
import { APP_HEADERS, APP_NAME, acceptLanguageFor } from '@kalendo/contracts/headers';
import { data } from 'react-router';

/** Sends a request to an API path such as `/locations/featured` (in process on the server, over HTTP in the browser). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  transport: ApiTransport;
  locale: string;
  version: string;
  build: string;
  render: 'ssr' | 'browser';
  accessToken?: string;
}

/** An API error surfaces as a route error response with the API's status (a 503 stays a 503 on the page). */
function apiFailure(status: number, body: Partial<ErrorBody> | undefined) {
  return data(
    {
      code: body?.error?.code ?? 'INTERNAL',
      message: body?.error?.message ?? `API request failed (${status})`,
    },
    { status },
  );
}

/** The one typed client of the API, used by server loaders and the browser alike (SPEC §7 headers). */
export function createApiClient(options: ApiClientOptions) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguageFor(options.locale),
    [APP_HEADERS.version]: options.version,
    [APP_HEADERS.build]: options.build,
    [APP_HEADERS.name]: APP_NAME,
    [APP_HEADERS.ngswBypass]: 'true',
  };
  if (options.render === 'ssr') headers[APP_HEADERS.render] = 'ssr';
  if (options.accessToken) headers.Authorization = `Bearer ${options.accessToken}`;

  async function get<T>(path: string): Promise<T> {
    const response = await options.transport(path, { method: 'GET', headers });
    const body = await response.json().catch(() => undefined);
    if (!response.ok) throw apiFailure(response.status, body as Partial<ErrorBody> | undefined);
    return body as T;
  }

  return {
    listCategories: () => get<{ items: Category[] }>('/categories'),
    listFeaturedLocations: (query: { city?: string; limit?: number } = {}) => {
      const params = new URLSearchParams();
      if (query.city) params.set('city', query.city);
      if (query.limit) params.set('limit', String(query.limit));
      return get<{ items: LocationSummaryDto[] }>(`/locations/featured?${params}`);
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
