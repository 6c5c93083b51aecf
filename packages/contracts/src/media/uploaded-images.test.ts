import { describe, expect, it } from 'vitest';
import { appIconVariant, uploadedVariantFor } from './uploaded-images.ts';

describe('uploadedVariantFor (ADR 051)', () => {
  it('answers the smallest stored square at least as large as asked, else the largest, never upscaled', () => {
    expect(uploadedVariantFor(780, 100, 'webp')).toBe('webp-390');
    expect(uploadedVariantFor(780, 390, 'jpeg')).toBe('jpeg-390');
    expect(uploadedVariantFor(780, 391, 'webp')).toBe('webp-780');
    expect(uploadedVariantFor(780, 1560, 'webp')).toBe('webp-780');
    expect(uploadedVariantFor(390, 1170, 'jpeg')).toBe('jpeg-390');
  });

  it('names the app icon PNGs by purpose and size', () => {
    expect(appIconVariant(192, 'any')).toBe('png-192');
    expect(appIconVariant(512, 'maskable')).toBe('maskable-512');
  });
});
