import { frameMessageOf } from './frame-messages.ts';
import { LOADER_TEXTS } from './loader-texts.ts';
import { placement } from './sticky-placement.ts';

/**
 * `/widget.js` (issue 17, ADR 019): `Kalendo.widget(options)` puts a business's booking on any site, as a
 * sticky button, the site's own buttons or an inline frame. Plain DOM, no framework, under 3 KB gzipped;
 * nothing else loads until a widget is shown or opened.
 */
export interface WidgetOptions {
  type: 'location-services' | 'location-classes' | 'business';
  slug: string;
  language?: string;
  /** e.g. `{ position: 'bottom-end', text: 'Book now', color: '#00838f' }`: 12 positions, side × start/center/end. */
  sticky_button?: { position?: string; text?: string; color?: string };
  /** The site's own buttons that open the widget. */
  buttons_selector?: string;
  /** true (default): opens in a dialog; false: an inline frame (in `container`, else after the calling script). */
  modal?: boolean;
  container?: string | Element;
}

const script = document.currentScript as HTMLScriptElement | null;
const ORIGIN = new URL(script?.src ?? location.href).origin;

function frameUrl({ type, slug }: WidgetOptions, language: string) {
  const path =
    type === 'business' ? `business/${encodeURIComponent(slug)}` : `${type}/${encodeURIComponent(slug)}`;
  return `${ORIGIN}/${language}/embed/${path}`;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, css: string, attrs: Record<string, string> = {}) {
  const node = document.createElement(tag);
  node.style.cssText = css;
  for (const name in attrs) node.setAttribute(name, attrs[name] as string);
  return node;
}

function frame(src: string, title: string, css: string) {
  return el('iframe', `border:0;width:100%;${css}`, { src, title, allow: 'payment' });
}

/** The frame's messages, only from our origin and from that very frame. */
function listen(iframe: HTMLIFrameElement, on: (type: string, height: number) => void) {
  addEventListener('message', (event) => {
    if (event.origin !== ORIGIN || event.source !== iframe.contentWindow) return;
    const message = frameMessageOf(event.data);
    if (message) on(message.type, message.type === 'resize' ? message.height : 0);
  });
}

function openModal(src: string, texts: (typeof LOADER_TEXTS)['en'], opener: Element | null) {
  const root = document.documentElement;
  const overflow = root.style.overflow;
  root.style.overflow = 'hidden';
  const overlay = el(
    'div',
    'position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,.6);display:flex;align-items:center;justify-content:center',
    {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': texts.dialog,
    },
  );
  const box = el(
    'div',
    'position:relative;background:#fff;width:min(100%,48rem);height:min(100%,52rem);border-radius:12px;overflow:hidden',
  );
  const close = el(
    'button',
    'position:absolute;top:8px;right:8px;z-index:1;width:44px;height:44px;border:0;border-radius:22px;background:#f1f5f9;font:24px/1 sans-serif;cursor:pointer',
    {
      type: 'button',
      'aria-label': texts.close,
    },
  );
  close.textContent = '×';
  const iframe = frame(src, texts.dialog, 'height:100%');
  box.append(close, iframe);
  overlay.append(box);
  const done = () => {
    overlay.remove();
    root.style.overflow = overflow;
    removeEventListener('keydown', keys, true);
    (opener as HTMLElement | null)?.focus();
  };
  // Focus stays in the dialog: Tab and Shift+Tab go between its close button and its frame.
  function keys(event: KeyboardEvent) {
    if (event.key === 'Escape') done();
    if (event.key !== 'Tab') return;
    event.preventDefault();
    (document.activeElement === close ? iframe : close).focus();
  }
  addEventListener('keydown', keys, true);
  close.onclick = done;
  overlay.onclick = (event) => event.target === overlay && done();
  listen(iframe, (type) => type === 'close' && done());
  document.body.append(overlay);
  iframe.focus();
}

function stickyButton(
  sticky: NonNullable<WidgetOptions['sticky_button']>,
  text: string,
  open: (el: Element) => void,
) {
  const { css, name } = placement(sticky.position);
  const button = el(
    'button',
    `position:fixed;z-index:2147483646;${css};padding:12px 20px;border:0;border-radius:999px;color:#fff;background:${sticky.color ?? '#00838f'};font:600 16px/1.2 system-ui,sans-serif;box-shadow:0 4px 12px rgba(0,0,0,.25);cursor:pointer`,
    { type: 'button', 'data-kalendo-sticky': name },
  );
  button.textContent = sticky.text ?? text;
  button.onclick = () => open(button);
  document.body.append(button);
}

function widget(options: WidgetOptions) {
  const language = (options.language ?? document.documentElement.lang ?? 'en').slice(0, 2).toLowerCase();
  const texts = LOADER_TEXTS[language] ?? (LOADER_TEXTS.en as (typeof LOADER_TEXTS)['en']);
  const src = frameUrl(options, LOADER_TEXTS[language] ? language : 'en');
  const open = (opener: Element | null) => openModal(src, texts, opener);
  if (options.modal === false) {
    const iframe = frame(src, texts.dialog, 'height:480px;display:block');
    listen(iframe, (type, height) => {
      if (type === 'resize') iframe.style.height = `${height}px`;
    });
    const container =
      typeof options.container === 'string' ? document.querySelector(options.container) : options.container;
    if (container) container.append(iframe);
    else (document.currentScript ?? document.body.lastElementChild)?.after(iframe);
    return;
  }
  if (options.buttons_selector)
    for (const button of document.querySelectorAll(options.buttons_selector))
      button.addEventListener('click', (event) => {
        event.preventDefault();
        open(button);
      });
  if (options.sticky_button || !options.buttons_selector)
    stickyButton(options.sticky_button ?? {}, texts.bookNow, open);
}

const host = window as unknown as { Kalendo?: { widget?: typeof widget; q?: WidgetOptions[] } };
// Calls made before this script ran (a queue left by a snippet) run now.
const queued = host.Kalendo?.q ?? [];
host.Kalendo = { widget };
for (const options of queued) widget(options);
