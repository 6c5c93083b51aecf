import { describe, expect, it } from 'vitest';
import { parseEnvelope } from '../../../server/observability/testing/sentry-stand-in.ts';
import { errorEnvelope } from './error-envelope.ts';

const config = {
  dsn: 'https://pub1ic@errors.example.org/sentry/42',
  environment: 'production',
  release: 'kalendo@1.0.0+b7',
};

describe('errorEnvelope', () => {
  it('is an envelope Sentry takes: its address with the public key, one scrubbed error event', () => {
    const { url, body } = errorEnvelope(
      config,
      new TypeError('Failed to open /en/verify?token=s3cret for ana@example.com'),
      {
        what: 'notification navigation',
        url: 'https://kalendo.app/en/verify?token=s3cret',
      },
    );
    expect(url).toBe('https://errors.example.org/sentry/api/42/envelope/?sentry_version=7&sentry_key=pub1ic');
    const { items } = parseEnvelope(Buffer.from(body));
    expect(items.map((item) => item.type)).toEqual(['event']);
    expect(items[0]?.payload).toMatchObject({
      level: 'error',
      release: 'kalendo@1.0.0+b7',
      environment: 'production',
      tags: { what: 'notification navigation' },
      exception: { values: [{ type: 'TypeError' }] },
    });
    expect(body).not.toMatch(/s3cret|ana@example/);
  });
});
