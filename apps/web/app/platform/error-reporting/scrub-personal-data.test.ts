import { describe, expect, it } from 'vitest';
import { REDACTED, scrubEvent, scrubText } from './scrub-personal-data.ts';

describe('scrubText', () => {
  it('hides emails, bearer tokens, JWTs, credential parameters and calendar feed tokens', () => {
    expect(scrubText('no account for ana.petrova+x@example.bg, sorry')).toBe('no account for [email], sorry');
    expect(scrubText('Authorization: Bearer abc.DEF-123_x')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(scrubText('t=eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl')).toBe(`t=${REDACTED}`);
    expect(scrubText('/en/reset-password?token=s3cr3t&lang=bg')).toBe(
      `/en/reset-password?token=${REDACTED}&lang=bg`,
    );
    expect(scrubText('/api/v1/calendar-feeds/k4lend0f33d.ics')).toBe(
      `/api/v1/calendar-feeds/${REDACTED}.ics`,
    );
    expect(scrubText('/search?q=ana%40example.com')).toBe('/search?q=[email]');
    expect(scrubText('Failed query: select 1 where name = $1\nparams: Ana Petrova,42')).toBe(
      `Failed query: select 1 where name = $1\nparams: ${REDACTED}`,
    );
    expect(scrubText('GET /api/v1/search?q=nails&city=sofia')).toBe('GET /api/v1/search?q=nails&city=sofia');
  });
});

describe('scrubEvent', () => {
  it('drops the body and cookies, keeps only the user id and scrubs nested values', () => {
    const event = scrubEvent({
      message: 'failed for maria@example.com',
      request: {
        url: 'https://kalendo.app/en/verify?token=abc',
        data: { answers: { allergies: 'penicillin' } },
        cookies: { 'better-auth.session_token': 'x' },
        headers: { Cookie: 'a=b', authorization: 'Bearer t', 'user-agent': 'Chromium' },
      },
      user: { id: 'u1', email: 'maria@example.com', ip_address: '10.0.0.1' },
      extra: { form: { email: 'x@y.zz', note: 'call me at maria@example.com' } },
      breadcrumbs: [{ data: { url: '/api/v1/calendar-feeds/tok.ics' } }],
    });
    const text = JSON.stringify(event);
    expect(text).not.toMatch(/maria|penicillin|session_token|a=b|Bearer t|x@y|tok\.ics|10\.0\.0\.1/);
    expect(event.request?.data).toBeUndefined();
    expect(event.user).toEqual({ id: 'u1' });
    expect(event.request?.headers).toMatchObject({ 'user-agent': 'Chromium', Cookie: REDACTED });
  });
});
