import { describe, expect, it } from 'vitest';
import { createTranslator } from './create-translator.ts';

describe('createTranslator', () => {
  it('uses the right plural form per language', () => {
    expect(createTranslator('ru')('home.reviews', { count: 1 })).toBe('1 отзыв');
    expect(createTranslator('ru')('home.reviews', { count: 3 })).toBe('3 отзыва');
    expect(createTranslator('ru')('home.reviews', { count: 5 })).toBe('5 отзывов');
    expect(createTranslator('en')('home.reviews', { count: 1 })).toBe('1 review');
    expect(createTranslator('bg')('home.reviews', { count: 2 })).toBe('2 отзива');
  });

  it('translates error codes', () => {
    expect(createTranslator('de')('errors:NOT_FOUND')).toBe('Wir konnten nicht finden, wonach du suchst.');
  });
});
