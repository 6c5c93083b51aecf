import { describe, expect, it } from 'vitest';
import { partitionCookie, partitionCookies } from './partitioned-cookies.ts';

describe('partitionCookie', () => {
  it.each([
    [
      'better-auth.session_token=abc.sig; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax',
      'better-auth.session_token=abc.sig; Max-Age=604800; Path=/; HttpOnly; SameSite=None; Secure; Partitioned',
    ],
    [
      '__Secure-better-auth.session_token=x; Path=/; HttpOnly; Secure; SameSite=Strict',
      '__Secure-better-auth.session_token=x; Path=/; HttpOnly; SameSite=None; Secure; Partitioned',
    ],
    [
      'kalendo_basket=; Max-Age=0; Path=/',
      'kalendo_basket=; Max-Age=0; Path=/; SameSite=None; Secure; Partitioned',
    ],
  ])('%s', (cookie, expected) => {
    expect(partitionCookie(cookie)).toBe(expected);
  });
});

describe('partitionCookies', () => {
  it('rewrites every cookie of a response and leaves other headers', () => {
    const response = new Response('ok', {
      headers: [
        ['Set-Cookie', 'a=1; Path=/; SameSite=Lax'],
        ['Set-Cookie', 'b=2; Path=/'],
        ['Content-Type', 'text/html'],
      ],
    });
    partitionCookies(response);
    expect(response.headers.getSetCookie()).toEqual([
      'a=1; Path=/; SameSite=None; Secure; Partitioned',
      'b=2; Path=/; SameSite=None; Secure; Partitioned',
    ]);
    expect(response.headers.get('content-type')).toBe('text/html');
  });
});
