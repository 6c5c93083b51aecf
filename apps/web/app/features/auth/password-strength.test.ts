import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it.each([
    ['short', 'weak'],
    ['aaaaaaaaaaaa', 'weak'],
    ['1234567890ab', 'weak'],
    ['lotus-salon', 'fair'],
    ['Lotus-Salon-7', 'strong'],
    ['ябълка круша слива', 'strong'],
  ])('%s → %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
