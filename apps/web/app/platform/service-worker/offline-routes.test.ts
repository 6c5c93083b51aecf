import { describe, expect, it } from 'vitest';
import { isPersonalPage, offlinePageFor } from './offline-routes.ts';

const ORIGIN = 'https://kalendo.app';
const at = (path: string) => new URL(path, ORIGIN);

describe('what the service worker keeps offline (issue 20)', () => {
  it('keeps My appointments and its client-side data, in any language, of this site only', () => {
    expect(isPersonalPage(at('/en/appointments'), ORIGIN)).toBe(true);
    expect(isPersonalPage(at('/bg/appointments.data?when=upcoming'), ORIGIN)).toBe(true);
    expect(isPersonalPage(at('/en/appointments/extra'), ORIGIN)).toBe(false);
    expect(isPersonalPage(at('/en/search'), ORIGIN)).toBe(false);
    expect(isPersonalPage(new URL('/en/appointments', 'https://elsewhere.example'), ORIGIN)).toBe(false);
  });

  it("shows the offline page in the page's language, else the fallback", () => {
    const languages = ['en', 'de'];
    expect(offlinePageFor(at('/de/search?q=x'), languages, 'en')).toBe('/offline?lang=de');
    expect(offlinePageFor(at('/xx/search'), languages, 'en')).toBe('/offline?lang=en');
    expect(offlinePageFor(at('/'), languages, 'en')).toBe('/offline?lang=en');
  });
});
