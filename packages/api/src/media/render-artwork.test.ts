import { describe, expect, it } from 'vitest';
import { renderArtworkSvg } from './render-artwork.ts';

const spec = {
  id: '3f1c6a52-0000-4000-8000-000000000001',
  width: 1200,
  height: 800,
  alt: 'Salon <interior> & "chairs"',
  palette: ['#00acc1', '#7e57c2'] as [string, string],
  motif: 'hair',
};

describe('renderArtworkSvg', () => {
  it('is deterministic for one id and differs between ids', () => {
    expect(renderArtworkSvg(spec)).toBe(renderArtworkSvg(spec));
    expect(renderArtworkSvg({ ...spec, id: 'other' })).not.toBe(renderArtworkSvg(spec));
  });

  it('escapes the alt text and ignores colours that are not hex', () => {
    const svg = renderArtworkSvg({ ...spec, palette: ['red;</svg><script>', '#123456'] });
    expect(svg).toContain('<title>Salon &#60;interior&#62; &#38; &#34;chairs&#34;</title>');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('stop-color="#00acc1"');
  });

  it('draws the motif of the category, or a neutral one', () => {
    expect(renderArtworkSvg(spec)).toContain('M20 4 8.1 15.9');
    expect(renderArtworkSvg({ ...spec, motif: 'unknown' })).toContain('M12 8v4l3 2');
  });
});
