import type { ApiRoutes } from '@kalendo/api';
import type { hc } from 'hono/client';

/** The API's routes as the typed client calls them (`hc<ApiRoutes>`): what each area's calls are made on. */
export type TypedApi = ReturnType<typeof hc<ApiRoutes>>;

/** Sends a request to an API path such as `/locations/featured` (in process on the server, over HTTP in the browser). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
