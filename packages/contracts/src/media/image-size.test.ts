import { describe, expect, it } from 'vitest';
import { imageSizeFor, variantDimensions } from './image-size.ts';

describe('imageSizeFor (SPEC §9)', () => {
  it('uses the larger side, at least 390, times the multiplier, rounded up to a rendered size', () => {
    expect(imageSizeFor(200, 100)).toBe(390);
    expect(imageSizeFor(300, 400, 1)).toBe(585);
    expect(imageSizeFor(390, 260, 2)).toBe(780);
    expect(imageSizeFor(390, 260, 3)).toBe(1170);
    expect(imageSizeFor(100, 100, 1.5)).toBe(585);
  });

  it('caps at the largest size and treats a multiplier below 1 as 1', () => {
    expect(imageSizeFor(4000, 3000, 3)).toBe(1560);
    expect(imageSizeFor(390, 100, 0.5)).toBe(390);
  });
});

describe('variantDimensions', () => {
  it('keeps the aspect ratio with the long edge at the size', () => {
    expect(variantDimensions(1200, 800, 780)).toEqual({ width: 780, height: 520 });
    expect(variantDimensions(800, 1200, 390)).toEqual({ width: 260, height: 390 });
  });
});
