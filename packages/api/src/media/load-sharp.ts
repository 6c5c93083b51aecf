import type { Sharp, SharpConstructor, SharpInput, SharpOptions } from 'sharp';

let loading: Promise<SharpConstructor> | undefined;

/**
 * sharp and libvips, loaded on the first image a process renders: a process that renders none (most
 * page and API traffic) does not map libvips (issue 14's memory budget). One render thread per image: the
 * render queues' caps are then the caps on the CPU images take. No libvips operation cache: every render
 * here has an input of its own (an SVG drawn for it, an upload), so the cache (50 MB by default) only held
 * memory; what is worth keeping (variants, previews) is kept by its callers.
 */
function loadSharp(): Promise<SharpConstructor> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  });
  return loading;
}

/** `sharp(input, options)`, once sharp is loaded. */
export async function sharpOf(input?: SharpInput, options?: SharpOptions): Promise<Sharp> {
  return (await loadSharp())(input, options);
}
