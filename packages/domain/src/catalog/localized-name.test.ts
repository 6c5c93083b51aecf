import { describe, expect, it } from 'vitest';
import { localizedName } from './localized-name.ts';

describe('localizedName', () => {
  it('prefers the language, then the fallback language, then the slug', () => {
    expect(localizedName({ en: 'Hair', de: 'Haare' }, 'hair', 'de', 'en')).toBe('Haare');
    expect(localizedName({ en: 'Hair', de: '' }, 'hair', 'de', 'en')).toBe('Hair');
    expect(localizedName({}, 'hair', 'de', 'en')).toBe('hair');
  });
});
