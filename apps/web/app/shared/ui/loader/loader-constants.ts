/** Loader defaults and limits (SPEC §4, §9). Durations are in milliseconds, sizes in CSS pixels. */

/** The loader every app has from the start: the full-page overlay. */
export const MASTER_LOADER_ID = 'master';

/** A task that became visible stays visible at least this long, so the overlay never flickers. */
export const DEFAULT_MIN_TIME = 300;
/** How long a task waits before it becomes visible; a task stopped sooner never shows. */
export const DEFAULT_DELAY = 0;
/** -1: no maximum. A positive maximum stops the task automatically. */
export const DEFAULT_MAX_TIME = -1;

/** After the foreground overlay stops, the background spinner waits this long before it reappears. */
export const BACKGROUND_REAPPEAR_MS = 500;
export const BACKGROUND_REAPPEAR_FAST_MS = 300;
/** How long the foreground overlay takes to fade out. */
export const FOREGROUND_FADE_OUT_MS = 1001;
export const FOREGROUND_FADE_OUT_FAST_MS = 601;

export const PROGRESS_BAR_THICKNESS = 3;
export const SPINNER_SIZE = 60;
export const LOGO_SIZE = 120;
/** Space between the logo and the spinner. */
export const GAP = 24;

/** The start-up task shows at once and ends as soon as start-up ends. */
export const STARTUP_LOADER_OPTIONS = Object.freeze({ minTime: 0, delay: 0 });
