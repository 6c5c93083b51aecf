import { describe, expect, it } from 'vitest';
import { languageSwitchRedirect } from './language-switch.ts';

const at = (url: string) => languageSwitchRedirect(new Request(`http://kalendo.test${url}`));

describe('languageSwitchRedirect', () => {
  it('moves the page to the chosen language, keeps the rest of the query and remembers the choice', () => {
    const response = at('/en/location/lotus?lang=de&tab=reviews');
    expect(response?.status).toBe(302);
    expect(response?.headers.get('location')).toBe('/de/location/lotus?tab=reviews');
    expect(response?.headers.get('set-cookie')).toContain(
      'kalendo_lang=de; Path=/; Max-Age=31536000; SameSite=Lax',
    );
  });

  it('switches the root to the chosen home page', () => {
    expect(at('/?lang=el')?.headers.get('location')).toBe('/el/home');
  });

  it.each(['DE', 'de-DE', 'De_at'])('reads ?lang=%s as German, in any case and with any region', (lang) => {
    const response = at(`/en/location/lotus?lang=${lang}`);
    expect(response?.headers.get('location')).toBe('/de/location/lotus');
    expect(response?.headers.get('set-cookie')).toContain('kalendo_lang=de;');
  });

  it('keeps the current language for a language we do not have, whatever its region', () => {
    const response = at('/bg/home?lang=pt-BR&x=1');
    expect(response?.headers.get('location')).toBe('/bg/home?x=1');
    expect(response?.headers.get('set-cookie')).toBeNull();
  });

  it('drops an unsupported language without remembering it', () => {
    const response = at('/en/home?lang=xx');
    expect(response?.headers.get('location')).toBe('/en/home');
    expect(response?.headers.get('set-cookie')).toBeNull();
  });

  it('does nothing without a non-empty lang', () => {
    expect(at('/en/home')).toBeNull();
    expect(at('/en/home?lang=')).toBeNull();
  });
});
