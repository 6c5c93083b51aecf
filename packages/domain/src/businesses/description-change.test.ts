import { describe, expect, it } from 'vitest';
import { refuseDescriptionChange } from './description-change.ts';

describe('refuseDescriptionChange', () => {
  it.each([
    { change: { locale: 'de', text: 'Salon' }, written: ['bg'], refusal: null },
    { change: { locale: 'de', text: 'Salon' }, written: [], refusal: 'own-language-first' },
    { change: { locale: 'de', text: 'Salon' }, written: ['en'], refusal: 'own-language-first' },
    { change: { locale: 'de', text: '' }, written: ['de'], refusal: null },
    { change: { locale: 'bg', text: 'Салон' }, written: [], refusal: null },
    { change: { locale: 'bg', text: '' }, written: ['bg'], refusal: null },
    { change: { locale: 'bg', text: ' ' }, written: ['bg', 'de'], refusal: 'own-language-kept' },
  ])('$change.locale "$change.text" with $written written: $refusal', ({ change, written, refusal }) => {
    expect(refuseDescriptionChange(change, 'bg', written)).toBe(refusal);
  });
});
