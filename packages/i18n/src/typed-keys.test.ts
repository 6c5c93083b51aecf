import { describe, expect, it } from 'vitest';
import { createTranslator } from './create-translator.ts';

describe('translation keys are checked by the compiler (issue 24 item 2)', () => {
  const t = createTranslator('en');

  it('takes the keys of every namespace', () => {
    expect(t('app.name')).toBe('Kalendo');
    expect(t('errors:SLOT_UNAVAILABLE')).not.toBe('SLOT_UNAVAILABLE');
    expect(t('emails:verifyEmail.subject')).not.toBe('verifyEmail.subject');
  });

  it('refuses an unknown key at compile time (this file fails `tsc` if it is accepted)', () => {
    // @ts-expect-error no such key in the English messages
    expect(t('app.noSuchKey')).toBe('app.noSuchKey');
    // @ts-expect-error no such namespace
    expect(t('nowhere:app.name')).toBe('app.name');
  });
});
