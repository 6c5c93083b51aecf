/**
 * Languages whose dates, numbers and lists a browser may be unable to format (ADR 025): Chromium's ICU
 * has no Macedonian data. Pages in these languages are formatted by FormatJS's implementation on the
 * server and in the browser alike, so both write the same text.
 */
let macedonian: Promise<void> | undefined;

/**
 * Loads and registers the bundled formats of `locale` if it needs them (a chunk of its own in the
 * browser, fetched only for those languages); resolves at once otherwise. Call before rendering `locale`.
 */
export function loadBundledFormats(locale: string): Promise<void> {
  if (locale !== 'mk') return Promise.resolve();
  macedonian ??= import('./macedonian-formats.ts')
    .then((module) => module.registerMacedonianFormats())
    .catch((error: unknown) => {
      macedonian = undefined;
      throw error;
    });
  return macedonian;
}
