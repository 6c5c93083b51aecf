import type { Random } from './random.ts';

/** Fills a pattern such as `+359 2 9## ####` with random digits. */
export function phoneNumber(patterns: readonly string[], random: Random): string {
  return random.pick(patterns).replace(/#/g, () => String(random.int(0, 9)));
}
