import { useId } from 'react';
import { GAP, LOGO_SIZE, PROGRESS_BAR_THICKNESS, SPINNER_SIZE } from './loader-constants.ts';
import { LoaderSpinner } from './loader-spinner.tsx';
import type { LoaderState } from './loader-state.ts';
import { type LoaderOverlayView, toLoaderOverlayView } from './to-loader-overlay-view.ts';

type LoaderOverlayProps = {
  state: LoaderState;
  /** The translated name of the loading indicator, for assistive technology ("Loading…"). */
  label: string;
  /** The loader's fast fade-out option: 601 ms instead of 1001 ms. */
  fastFadeOut?: boolean;
};

/**
 * The full-page loading overlay (SPEC §2 Shell): progress bar at the top, logo over a spinner in the
 * centre, and a small corner spinner for background tasks. Sizes come from SPEC §9.
 */
export function LoaderOverlay({ state, label, fastFadeOut = false }: LoaderOverlayProps) {
  const view = toLoaderOverlayView(state, { fastFadeOut });
  return (
    <>
      {view.foreground.mounted && <ForegroundOverlay view={view.foreground} label={label} />}
      {view.background.mounted && (
        <div
          role="progressbar"
          aria-label={label}
          className="pointer-events-none fixed end-4 top-16 z-40 rounded-full bg-white/80 p-1 shadow-sm"
        >
          <LoaderSpinner size={SPINNER_SIZE / 2} />
        </div>
      )}
    </>
  );
}

function ForegroundOverlay({ view, label }: { view: LoaderOverlayView['foreground']; label: string }) {
  const labelId = useId();
  const { busy, fadeOutMs, progressPercent } = view;
  return (
    <div
      role="progressbar"
      aria-labelledby={labelId}
      aria-busy={busy}
      aria-hidden={busy ? undefined : true}
      aria-valuemin={progressPercent === undefined ? undefined : 0}
      aria-valuemax={progressPercent === undefined ? undefined : 100}
      aria-valuenow={progressPercent}
      className={`fixed inset-0 z-50 flex flex-col items-center justify-center bg-white/90 backdrop-blur-sm transition-opacity ease-out motion-reduce:transition-none ${busy ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      style={{ gap: GAP, transitionDuration: `${fadeOutMs}ms` }}
    >
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <ProgressBar percent={progressPercent} />
      <img src="/favicon.svg" alt="" width={LOGO_SIZE} height={LOGO_SIZE} />
      <LoaderSpinner size={SPINNER_SIZE} />
    </div>
  );
}

/** Theme colour #00ACC1 at the top edge; pulses while the progress is unknown. */
function ProgressBar({ percent }: { percent: number | undefined }) {
  const determinate = percent !== undefined;
  return (
    <div aria-hidden="true" className="absolute inset-x-0 top-0" style={{ height: PROGRESS_BAR_THICKNESS }}>
      <div
        className={`h-full bg-brand-500 ${determinate ? 'transition-[width] duration-200 motion-reduce:transition-none' : 'animate-pulse motion-reduce:animate-none'}`}
        style={{ width: determinate ? `${percent}%` : '100%' }}
      />
    </div>
  );
}
