import { describe, expect, it } from 'vitest';
import { createAppKeptPages } from './app-kept-pages.ts';

const publicCookie = (cookie: string) =>
  createAppKeptPages()
    .publicRequestOf(new Request('https://kalendo.example/en/home', { headers: { Cookie: cookie } }))
    ?.headers.get('cookie');

describe("the app's own pages (ADR 040)", () => {
  it('overlays a session (with or without the https prefix) or a guest basket, keeping the page cookies', () => {
    expect(publicCookie('kalendo.session_token=a.b; kalendo.session_data=c; kalendo_lang=de')).toBe(
      'kalendo_lang=de',
    );
    expect(publicCookie('__Secure-kalendo.session_token=a.b')).toBeNull();
    expect(publicCookie('kalendo_basket=x; kalendo_recent=lotus')).toBe('kalendo_recent=lotus');
  });

  it('renders a signed-in visitor who still carries a guest basket (merged as the page loads) or a flash message', () => {
    expect(publicCookie('kalendo.session_token=a.b; kalendo_basket=x')).toBeUndefined();
    expect(publicCookie('kalendo_basket=x; kalendo_flash=y')).toBeUndefined();
  });
});
