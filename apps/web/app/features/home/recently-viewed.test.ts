import { describe, expect, it } from 'vitest';
import {
  MAX_RECENTLY_VIEWED,
  readRecentlyViewed,
  recentlyViewedCookie,
  recordViewHeaders,
  withViewed,
} from './recently-viewed.ts';

describe('recently viewed places', () => {
  it('reads well-formed slugs from the cookie, each once, at most eight', () => {
    expect(readRecentlyViewed(null)).toEqual([]);
    expect(readRecentlyViewed('kalendo_lang=bg')).toEqual([]);
    expect(readRecentlyViewed('a=1; kalendo_recent=lotus-center.BAD.x%2Fy..lotus-center.spa-2; b=2')).toEqual(
      ['lotus-center', 'spa-2'],
    );
    const many = Array.from({ length: 12 }, (_, n) => `place-${n}`);
    expect(readRecentlyViewed(`kalendo_recent=${many.join('.')}`)).toEqual(
      many.slice(0, MAX_RECENTLY_VIEWED),
    );
  });

  it('puts the place just viewed first, without duplicates, dropping the oldest past eight', () => {
    expect(withViewed([], 'a')).toEqual(['a']);
    expect(withViewed(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    const full = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'];
    expect(withViewed(full, 'new')).toEqual(['new', ...full.slice(0, 7)]);
    expect(withViewed(['a'], 'Not A Slug')).toEqual(['a']);
    expect(withViewed(['a'], '../x')).toEqual(['a']);
  });

  it('writes an httpOnly, site-wide cookie, and deletes it for an empty list', () => {
    expect(recentlyViewedCookie(['b', 'a'])).toBe(
      'kalendo_recent=b.a; Path=/; HttpOnly; SameSite=Lax; Max-Age=7776000',
    );
    expect(recentlyViewedCookie([])).toBe('kalendo_recent=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
  });

  it('records a view on top of the request cookie', () => {
    const request = new Request('http://localhost/en/location/b', {
      headers: { Cookie: 'kalendo_recent=a.b' },
    });
    expect(recordViewHeaders(request, 'b')).toEqual({
      'Set-Cookie': 'kalendo_recent=b.a; Path=/; HttpOnly; SameSite=Lax; Max-Age=7776000',
    });
  });
});
