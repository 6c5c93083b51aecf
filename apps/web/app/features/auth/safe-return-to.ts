/** Only a path on this site may be a return URL: never another origin (`//evil`, `https://…`, `\\evil`). */
export function safeReturnTo(value: FormDataEntryValue | string | null, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback;
  }
  try {
    const url = new URL(value, 'http://same.origin');
    return url.origin === 'http://same.origin' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
