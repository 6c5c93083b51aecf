import type { Sharp, SharpConstructor, SharpInput, SharpOptions } from 'sharp';

let loading: Promise<SharpConstructor> | undefined;

/**
 * sharp and libvips, loaded on the first image a process renders: a process that renders none (most
 * page and API traffic) does not map libvips (issue 14's memory budget). One render thread per image: the
 * render queues' caps are then the caps on the CPU images take.
 */
function loadSharp(): Promise<SharpConstructor> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

/** `sharp(input, options)`, once sharp is loaded. */
export async function sharpOf(input?: SharpInput, options?: SharpOptions): Promise<Sharp> {
  return (await loadSharp())(input, options);
}
