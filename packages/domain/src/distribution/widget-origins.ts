/** Most sites one place may list for its widget (a bounded list; the database refuses more). */
export const WIDGET_ORIGINS_LIMIT = 20;

export type WidgetOriginProblem = 'not-an-origin' | 'not-https';

/**
 * A site allowed to embed the widget, as a CSP source: `https://host[:port]`, or `http://localhost[:port]`
 * for trying the widget on one's own machine. A path, query, credentials or any other scheme are refused, so
 * nothing typed can widen or break the `frame-ancestors` header. A trailing slash and case are forgiven.
 */
export function widgetOriginOf(value: string): { origin: string } | { problem: WidgetOriginProblem } {
  const typed = value.trim();
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return { problem: 'not-an-origin' };
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return { problem: 'not-an-origin' };
  if (typed.replace(/\/$/, '').toLowerCase() !== url.origin) return { problem: 'not-an-origin' };
  if (url.protocol === 'https:' && url.hostname.includes('.')) return { origin: url.origin };
  if (url.protocol === 'http:' && url.hostname === 'localhost') return { origin: url.origin };
  return { problem: url.protocol === 'http:' ? 'not-https' : 'not-an-origin' };
}

/**
 * The origins a partner typed, each once in the order given, or the index and problem of each refused one
 * (an empty list is valid: no site may embed the widget).
 */
export function widgetOriginsOf(
  values: readonly string[],
): { origins: string[] } | { problems: Array<{ index: number; problem: WidgetOriginProblem | 'too-many' }> } {
  if (values.length > WIDGET_ORIGINS_LIMIT)
    return { problems: [{ index: WIDGET_ORIGINS_LIMIT, problem: 'too-many' }] };
  const origins: string[] = [];
  const problems: Array<{ index: number; problem: WidgetOriginProblem }> = [];
  values.forEach((value, index) => {
    const checked = widgetOriginOf(value);
    if ('problem' in checked) problems.push({ index, problem: checked.problem });
    else if (!origins.includes(checked.origin)) origins.push(checked.origin);
  });
  return problems.length > 0 ? { problems } : { origins };
}
