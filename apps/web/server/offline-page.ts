import { createTranslator, FALLBACK_LOCALE, supportedLocaleOf } from '@kalendo/i18n';
import { escapeHtml } from './mail/render-outbox-page.ts';

/**
 * The page the service worker shows for a page that cannot be opened without a network (issue 20): one
 * self-contained document per language, with no script and no user data (it is kept for everyone), and
 * links to try again and to the appointments kept offline.
 */
export function renderOfflinePage(lang: string | undefined): string {
  const locale = supportedLocaleOf(lang) ?? FALLBACK_LOCALE;
  const t = createTranslator(locale);
  return `<!doctype html>
<html lang="${locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#00ACC1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t('offline.title'))} · ${escapeHtml(t('app.name'))}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
*{box-sizing:border-box}
body{margin:0;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:1.5rem;padding:2rem 1rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff;text-align:center}
main{max-width:28rem;display:flex;flex-direction:column;align-items:center;gap:1rem}
h1{margin:0;font-size:1.75rem;line-height:1.25}
p{margin:0;color:#334155}
nav{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem}
a{display:inline-block;border-radius:999px;padding:.6rem 1.4rem;font-weight:600;text-decoration:none}
.primary{background:#00838f;color:#fff}
.secondary{border:1px solid #00838f;color:#006064}
a:focus-visible{outline:3px solid #0f172a;outline-offset:2px}
</style>
</head>
<body>
<main>
<img src="/favicon.svg" alt="" width="72" height="72">
<h1>${escapeHtml(t('offline.title'))}</h1>
<p>${escapeHtml(t('offline.body'))}</p>
<nav>
<a class="primary" href="">${escapeHtml(t('offline.retry'))}</a>
<a class="secondary" href="/${locale}/appointments">${escapeHtml(t('sections.appointments'))}</a>
</nav>
</main>
</body>
</html>`;
}
