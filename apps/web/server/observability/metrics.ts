import { type AnsweredRequest, ROUTE_HEADER, UNMATCHED_ROUTE } from '@kalendo/api';
import { type Database, type JobQueueStats, queriesInFlightNow, readJobQueueStats } from '@kalendo/db';
import type { MiddlewareHandler } from 'hono';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds: from a kept answer (sub-millisecond) to the statement timeout (5 s) and beyond. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The API's checkout routes: a booking of the basket or of explicit items. */
const CHECKOUT_ROUTES = new Set(['POST /me/basket/checkout', 'POST /bookings']);
const AVAILABILITY_ROUTE = /^GET \/locations\/:[^/]+\/availability$/;
const SEARCH_ROUTE = 'GET /search';

export type CheckoutOutcome = 'ok' | 'conflict' | 'refused' | 'error';

/** ok (2xx), conflict (409: the time was taken), refused (another 4xx), error (5xx: ours). */
export function checkoutOutcomeOf(status: number): CheckoutOutcome {
  if (status < 400) return 'ok';
  if (status === 409) return 'conflict';
  return status < 500 ? 'refused' : 'error';
}

/**
 * The route a request is counted under: the API's route pattern (`/api/v1/locations/:slug`), a page's
 * first path segment after the language (`/:locale/location`), or a fixed name. Never the raw path, whose
 * values are unbounded (and a calendar feed's path is its secret).
 */
export function routeLabelOf(path: string, status: number, apiRoute: string | null): string {
  if (apiRoute) return apiRoute === UNMATCHED_ROUTE ? 'api unmatched' : `/api/v1${apiRoute}`;
  if (path.startsWith('/api/v1/')) return path === '/api/v1/health/live' ? path : 'api unmatched';
  if (path.startsWith('/assets/')) return '/assets';
  if (status === 404) return 'not found';
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return '/';
  if (!/^[a-z]{2}$/.test(segments[0] ?? '')) return 'other';
  return segments.length === 1 ? '/:locale' : `/:locale/${segments[1]}`;
}

/**
 * Prometheus metrics of the server (prom-client, ADR 021): requests per route pattern, checkouts by
 * outcome, availability and search latency, database statements in flight and pool size, job queue depth
 * and lag, delivery failures, and Node's own (event-loop lag, heap, GC) from prom-client's defaults.
 */
export function createMetrics(options: { database?: Database; poolSize?: number } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'kalendo_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status: rate from _count, latency from the buckets',
    labelNames: ['method', 'route', 'status'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const checkouts = new Counter({
    name: 'kalendo_checkouts_total',
    help: 'Checkouts (POST /me/basket/checkout, POST /bookings) by outcome: ok, conflict (409), refused (4xx), error (5xx)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of ['ok', 'conflict', 'refused', 'error'] satisfies CheckoutOutcome[])
    checkouts.inc({ outcome }, 0);
  const availability = new Histogram({
    name: 'kalendo_availability_duration_seconds',
    help: 'Answers of GET /locations/{slug}/availability (free times)',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const search = new Histogram({
    name: 'kalendo_search_duration_seconds',
    help: 'Answers of GET /search',
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const deliveryFailures = new Counter({
    name: 'kalendo_delivery_failures_total',
    help: 'Failed deliveries by channel: email (an SMTP send), push (a push service refused), job (a notification job failed and will be retried)',
    labelNames: ['channel'],
    registers: [registry],
  });
  for (const channel of ['email', 'push', 'job']) deliveryFailures.inc({ channel }, 0);
  new Gauge({
    name: 'kalendo_db_queries_in_flight',
    help: 'Database statements running now in this process (busy connections of the pool)',
    registers: [registry],
    collect() {
      this.set(queriesInFlightNow());
    },
  });
  if (options.poolSize !== undefined)
    new Gauge({
      name: 'kalendo_db_pool_size',
      help: 'Connections the PostgreSQL pool may open (DATABASE_POOL_SIZE)',
      registers: [registry],
    }).set(options.poolSize);
  const { database } = options;
  if (database) {
    // One query per scrape for both gauges (prom-client collects the metrics of a scrape concurrently).
    let read: { at: number; stats: Promise<JobQueueStats[]> } | undefined;
    const queueStats = () => {
      if (!read || performance.now() - read.at > 1000)
        read = { at: performance.now(), stats: readJobQueueStats(database.db).catch(() => []) };
      return read.stats;
    };
    new Gauge({
      name: 'kalendo_job_queue_depth',
      help: 'Jobs by queue and state: ready (due, not taken), active, deferred (a later start)',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        const stats = await queueStats();
        this.reset();
        for (const queue of stats) {
          this.set({ queue: queue.queue, state: 'ready' }, queue.ready);
          this.set({ queue: queue.queue, state: 'active' }, queue.active);
          this.set({ queue: queue.queue, state: 'deferred' }, queue.deferred);
        }
      },
    });
    new Gauge({
      name: 'kalendo_job_queue_lag_seconds',
      help: 'How long the oldest ready job of a queue has waited since it became due',
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const stats = await queueStats();
        this.reset();
        for (const queue of stats) this.set({ queue: queue.queue }, queue.lagSeconds);
      },
    });
  }

  /** Every request the server answers, by route; reads the API's route from the answer (removed after). */
  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const seconds = (performance.now() - started) / 1000;
      const status = c.res.status;
      const route = routeLabelOf(c.req.path, status, c.res.headers.get(ROUTE_HEADER));
      requests.observe({ method: c.req.method, route, status }, seconds);
    }
  };

  /** Every API request, from the network or from a page's loader or action in process (a web checkout). */
  const observeApi = ({ method, route, status, seconds }: AnsweredRequest) => {
    const named = `${method} ${route}`;
    if (CHECKOUT_ROUTES.has(named)) checkouts.inc({ outcome: checkoutOutcomeOf(status) });
    else if (named === SEARCH_ROUTE) search.observe(seconds);
    else if (AVAILABILITY_ROUTE.test(named)) availability.observe(seconds);
  };

  return {
    registry,
    middleware,
    observeApi,
    /** A delivery failed: `email` (SMTP), `push` (a push service), `job` (a notification job, retried). */
    deliveryFailed: (channel: 'email' | 'push' | 'job', count = 1) =>
      deliveryFailures.inc({ channel }, count),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
