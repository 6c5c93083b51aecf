/** What the widget shows: the whole business (its places), or one place's services. */
export type WidgetScope = { kind: 'business'; slug: string } | { kind: 'place'; slug: string };

/** The embed page the widget frames (ADR 019): the same path `/widget.js` builds from its options. */
export function widgetFramePath(scope: WidgetScope, language: string): string {
  const path =
    scope.kind === 'business'
      ? `business/${encodeURIComponent(scope.slug)}`
      : `location-services/${encodeURIComponent(scope.slug)}`;
  return `/${language}/embed/${path}`;
}

/** A value inside a double-quoted HTML attribute or a JSON string in a script: nothing can close it. */
const quoted = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The code a partner pastes into their site: `/widget.js` and one `Kalendo.widget({...})` call with the
 * options the loader takes (`type`, `slug`, `language`; inline, in a container of its own), or, for a site
 * that allows no scripts, the plain frame.
 */
export function widgetSnippets(origin: string, scope: WidgetScope, language: string) {
  const type = scope.kind === 'business' ? 'business' : 'location-services';
  const container = 'kalendo-booking';
  const script = [
    `<div id="${container}"></div>`,
    `<script src="${origin}/widget.js"></script>`,
    '<script>',
    `  Kalendo.widget({ type: ${quoted(type)}, slug: ${quoted(scope.slug)}, language: ${quoted(language)}, modal: false, container: "#${container}" });`,
    '</script>',
  ].join('\n');
  const src = `${origin}${widgetFramePath(scope, language)}`;
  const frame = `<iframe src="${src}" title="Kalendo" style="border:0;width:100%;height:720px" allow="payment"></iframe>`;
  return { script, frame, src };
}
