import { describe, expect, it } from 'vitest';
import { brandColourOf, contrastRatio, textOnBrand } from './brand-colour.ts';

describe('brand colour', () => {
  it('takes #rrggbb in any case and refuses anything else', () => {
    expect(brandColourOf(' #00ACC1 ')).toBe('#00acc1');
    for (const typed of ['00acc1', '#0ac', '#00acc1ff', 'teal', '#gg0000'])
      expect(brandColourOf(typed)).toBeNull();
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('picks the text that reads on the colour and hints when even that is weak', () => {
    expect(textOnBrand('#0f172a')).toMatchObject({ text: '#ffffff', low: false });
    expect(textOnBrand('#fde047')).toMatchObject({ text: '#0f172a', low: false });
    const mid = textOnBrand('#ff5a5f');
    expect(mid.text).toBe('#0f172a');
    expect(textOnBrand('#808080').low).toBe(false);
    expect(textOnBrand('#e11d48')).toMatchObject({ low: false });
  });
});
