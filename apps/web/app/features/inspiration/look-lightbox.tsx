import type { InspirationLookDto } from '@kalendo/contracts';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LookBox, LookPhoto } from '../../shared/inspiration/look-picture.tsx';
import { LookVideo } from './look-video.tsx';

const ZOOMS = [1, 1.5, 2, 3] as const;
/** A horizontal move of at least this many pixels, clearly more sideways than up or down, is a swipe. */
const SWIPE_PX = 50;

const zoomedIn = (step: number) => Math.min(step + 1, ZOOMS.length - 1);
const zoomedOut = (step: number) => Math.max(step - 1, 0);
const turned = (quarters: number) => (quarters + 1) % 4;

/** Keys typed into a field are the field's. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Previous or next: a link, or a dimmed label at either end of the gallery. */
function StepLink({
  href,
  className,
  shortcut,
  children,
}: {
  href: string | null;
  className: string;
  shortcut: string;
  children: ReactNode;
}) {
  if (!href)
    return (
      <span aria-disabled="true" className={className}>
        {children}
      </span>
    );
  return (
    <Link to={href} preventScrollReset className={className} aria-keyshortcuts={shortcut}>
      {children}
    </Link>
  );
}

/**
 * The look in a lightbox (SPEC §9: zoom and rotate, centred; swipe horizontally): buttons and keys
 * (← → previous and next, + and − zoom, R rotate, Esc back to the gallery), a horizontal swipe on touch.
 * Previous, next and back are links, so they work before (and without) JavaScript.
 */
export function LookLightbox({
  look,
  locale,
  previousHref,
  nextHref,
  backHref,
}: {
  look: InspirationLookDto;
  locale: string;
  previousHref: string | null;
  nextHref: string | null;
  backHref: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [zoom, setZoom] = useState(0);
  const [turns, setTurns] = useState(0);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const zoomIn = () => setZoom(zoomedIn);
  const zoomOut = () => setZoom(zoomedOut);
  const rotate = () => setTurns(turned);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const go = (href: string | null) => href && navigate(href, { preventScrollReset: true });
      const actions: Record<string, () => void> = {
        ArrowLeft: () => go(previousHref),
        ArrowRight: () => go(nextHref),
        Escape: () => navigate(backHref),
        '+': () => setZoom(zoomedIn),
        '=': () => setZoom(zoomedIn),
        '-': () => setZoom(zoomedOut),
        r: () => setTurns(turned),
        R: () => setTurns(turned),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, previousHref, nextHref, backHref]);

  const swipe = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || zoom > 0) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return;
    const href = dx < 0 ? nextHref : previousHref;
    if (href) navigate(href, { preventScrollReset: true });
  };

  // A quarter turn of a portrait photo is fitted into the stage again.
  const fit = turns % 2 === 1 ? Math.min(look.width, look.height) / Math.max(look.width, look.height) : 1;
  const scale = (ZOOMS[zoom] ?? 1) * fit;
  // The look's own shape, as large as the stage holds (a container of its size): its preview under it.
  const fitted = { width: `min(100cqw, calc(100cqh * ${look.width / look.height}))` };
  const tool =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-100 disabled:opacity-40 aria-disabled:pointer-events-none aria-disabled:opacity-40';
  return (
    <figure className="flex flex-col gap-3">
      <div
        className="relative flex h-[min(62vh,105vw)] items-center justify-center overflow-hidden rounded-2xl bg-slate-900 sm:h-[72vh]"
        style={{ touchAction: 'pan-y pinch-zoom', containerType: 'size' }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipe.current = null;
        }}
        data-testid="lightbox-stage"
      >
        {look.kind === 'video' ? (
          <LookBox look={look} style={fitted}>
            <LookVideo look={look} locale={locale} className="relative h-full w-full object-contain" />
          </LookBox>
        ) : (
          <LookPhoto
            look={look}
            eager
            sizes="(min-width: 1024px) 56rem, 100vw"
            className="transition-transform duration-200 motion-reduce:transition-none"
            style={{ ...fitted, transform: `scale(${scale}) rotate(${turns * 90}deg)` }}
            photoData={{ 'data-zoom': ZOOMS[zoom] ?? 1, 'data-rotation': turns * 90 }}
            draggable={false}
          />
        )}
      </div>
      <div
        role="toolbar"
        aria-label={t('lookBook.viewer')}
        className="flex flex-wrap items-center justify-center gap-2"
      >
        <StepLink href={previousHref} className={tool} shortcut="ArrowLeft">
          ← {t('lookBook.previous')}
        </StepLink>
        {look.kind === 'photo' && (
          // Drawn before hydration but invisible (they need the script): the toolbar never moves (CLS 0).
          <span className={`contents ${hydrated ? '' : '[&>*]:invisible'}`}>
            <button
              type="button"
              onClick={zoomOut}
              disabled={!hydrated || zoom === 0}
              className={tool}
              aria-keyshortcuts="-"
            >
              <span aria-hidden="true">−</span>
              <span className="sr-only">{t('lookBook.zoomOut')}</span>
            </button>
            <button
              type="button"
              onClick={zoomIn}
              disabled={!hydrated || zoom === ZOOMS.length - 1}
              className={tool}
              aria-keyshortcuts="+"
            >
              <span aria-hidden="true">+</span>
              <span className="sr-only">{t('lookBook.zoomIn')}</span>
            </button>
            <button
              type="button"
              onClick={rotate}
              disabled={!hydrated}
              className={tool}
              aria-keyshortcuts="R"
            >
              <span aria-hidden="true">↻</span>
              <span className="sr-only">{t('lookBook.rotate')}</span>
            </button>
          </span>
        )}
        <StepLink href={nextHref} className={tool} shortcut="ArrowRight">
          {t('lookBook.next')} →
        </StepLink>
      </div>
      <p role="status" className="sr-only">
        {zoom > 0 || turns > 0
          ? t('lookBook.viewState', { zoom: Math.round((ZOOMS[zoom] ?? 1) * 100), degrees: turns * 90 })
          : ''}
      </p>
      <figcaption className="text-center text-sm text-slate-600">
        {look.alt}
        {hydrated && <span className="hidden sm:inline"> · {t('lookBook.keyboardHint')}</span>}
      </figcaption>
    </figure>
  );
}
