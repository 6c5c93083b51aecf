import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLookPreviews, PREVIEW_SIZE, renderPreview } from './look-preview.ts';

const look = {
  id: '3f1c6a52-0000-4000-8000-000000000001',
  width: 800,
  height: 1000,
  alt: 'Balayage',
  tint: ['#00acc1', '#7e57c2'] as [string, string],
  motif: 'hair',
};
const spec = { ...look, palette: look.tint };

const decode = (uri: string) => Buffer.from(uri.replace(/^data:image\/webp;base64,/, ''), 'base64');

describe('renderPreview', () => {
  it('is a WebP data URI of a few hundred bytes at the picture’s aspect ratio, long edge 16 px', async () => {
    const uri = await renderPreview(spec);
    expect(uri).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(uri.length).toBeLessThan(300);
    const meta = await sharp(decode(uri)).metadata();
    expect(meta.format).toBe('webp');
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 13, height: PREVIEW_SIZE });
    const wide = await sharp(decode(await renderPreview({ ...spec, width: 1200, height: 800 }))).metadata();
    expect({ width: wide.width, height: wide.height }).toEqual({ width: PREVIEW_SIZE, height: 11 });
  });

  it('carries the picture’s colours: its first pixel is near the gradient’s first colour', async () => {
    const { data } = await sharp(decode(await renderPreview(spec)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const [r, g, b] = [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
    // #00acc1, lightened a little by the artwork's soft shapes and the lossy encoding.
    expect(r).toBeLessThan(90);
    expect(g).toBeGreaterThan(130);
    expect(b).toBeGreaterThan(150);
  });
});

describe('createLookPreviews', () => {
  it('draws a look once: asked twice at once, one render; asked again, the same preview', async () => {
    const previews = createLookPreviews({ concurrency: 1, maxQueued: 0 });
    // With no room to wait, a second render would be refused (null): the second ask shares the first's.
    const [first, second] = await Promise.all([previews.of(look), previews.of(look)]);
    expect(first).toBe(await renderPreview(spec));
    expect(second).toBe(first);
    expect(await previews.of(look)).toBe(first);
  });

  it('goes without a preview, rather than wait, when the queue is full', async () => {
    const previews = createLookPreviews({ concurrency: 1, maxQueued: 0 });
    const [first, second] = await Promise.all([previews.of(look), previews.of({ ...look, id: 'another' })]);
    expect(first).toMatch(/^data:image\/webp;base64,/);
    expect(second).toBeNull();
    // Not kept as none: asked again when the queue is free, it is drawn.
    expect(await previews.of({ ...look, id: 'another' })).toMatch(/^data:image\/webp;base64,/);
  });

  it('has none for a picture without artwork (an upload)', async () => {
    const previews = createLookPreviews();
    expect(await previews.of({ ...look, motif: null })).toBeNull();
    expect(await previews.of({ ...look, tint: null })).toBeNull();
  });
});
