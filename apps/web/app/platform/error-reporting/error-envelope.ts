import type { WorkerErrorReporting } from './error-reporting-config.ts';
import { scrubEvent } from './scrub-personal-data.ts';

/**
 * One error as a Sentry envelope (https://develop.sentry.dev/sdk/data-model/envelopes/), for where the SDK
 * cannot run: the service worker (ADR 021). Scrubbed like every other event; the DSN's public key goes in
 * the address as the SDK puts it.
 */
export function errorEnvelope(
  config: WorkerErrorReporting,
  error: unknown,
  context: { what: string; url?: string },
  now = new Date(),
): { url: string; body: string } {
  const dsn = new URL(config.dsn);
  const project = dsn.pathname.split('/').filter(Boolean).pop() ?? '';
  const prefix = dsn.pathname.slice(0, dsn.pathname.lastIndexOf(`/${project}`));
  const url = `${dsn.protocol}//${dsn.host}${prefix}/api/${project}/envelope/?sentry_version=7&sentry_key=${encodeURIComponent(dsn.username)}`;
  const eventId = crypto.randomUUID().replaceAll('-', '');
  const thrown = error instanceof Error ? error : new Error(String(error));
  const event = scrubEvent({
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: 'javascript',
    level: 'error',
    release: config.release,
    environment: config.environment,
    tags: { what: context.what },
    exception: { values: [{ type: thrown.name, value: thrown.message, stacktrace: undefined }] },
    ...(context.url ? { request: { url: context.url } } : {}),
  });
  const header = { event_id: eventId, sent_at: now.toISOString() };
  const body = `${JSON.stringify(header)}\n${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`;
  return { url, body };
}
