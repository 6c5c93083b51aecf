/** Headers every request of the app carries (SPEC §7). */
export const APP_HEADERS = {
  version: 'app-version',
  build: 'app-build',
  name: 'app-name',
  render: 'app-render',
  tracking: 'app-tracking',
  ngswBypass: 'ngsw-bypass',
} as const;

export const APP_NAME = 'kalendo-web';

/** `Accept-Language` as SPEC §7 sends it: the current language with q=0.9, then English with q=0.8. */
export function acceptLanguageFor(locale: string): string {
  return locale === 'en' ? 'en;q=0.9' : `${locale};q=0.9,en;q=0.8`;
}
