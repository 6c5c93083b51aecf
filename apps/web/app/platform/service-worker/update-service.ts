/** SPEC §9: check for a new version every hour; give an update 10 s to take over. */
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
export const ACTIVATION_TIMEOUT_MS = 10_000;

/** What the update flow shows (SPEC §4, §8): toasts and the one-button confirmation dialog. */
export interface UpdateUi {
  showDownloading(): void;
  showInstallFailed(): void;
  showCheckFailed(): void;
  /** Resolves when the user presses "Apply update" (there is no decline). */
  confirmUpdate(): Promise<void>;
}

/** The parts of the browser's service-worker API the flow uses (so tests can drive it). */
export interface WorkerLike extends EventTarget {
  state: string;
  postMessage(message: unknown): void;
}
export interface RegistrationLike extends EventTarget {
  installing: WorkerLike | null;
  waiting: WorkerLike | null;
  active: WorkerLike | null;
  update(): Promise<unknown>;
  unregister(): Promise<boolean>;
}
export interface ContainerLike extends EventTarget {
  controller: WorkerLike | null;
  register(url: string): Promise<RegistrationLike>;
}

export interface UpdateDeps {
  container: ContainerLike;
  ui: UpdateUi;
  reload(): void;
  /** The HTTP status the worker script is served with right now, or null when the server is unreachable. */
  probeScript(url: string): Promise<number | null>;
  setInterval: typeof setInterval;
  setTimeout: typeof setTimeout;
  log: { warn(message: string, cause?: unknown): void };
}

/** SPEC §8: what is logged when the deployment turned the service worker off (`SERVICE_WORKER=false`). */
export const SERVICE_WORKER_DISABLED_WARNING = 'Service worker is disabled: update checks are skipped.';

/**
 * Whether the web update flow runs here (SPEC §8): not in the native app (it asks the store), and not when
 * the service worker is disabled or the browser has none, both logged as a warning.
 */
export function updateFlowRuns(
  where: { enabled: boolean; native: boolean; supported: boolean },
  log: { warn(message: string): void },
): boolean {
  if (where.native) return false;
  if (!where.enabled) {
    log.warn(SERVICE_WORKER_DISABLED_WARNING);
    return false;
  }
  if (!where.supported) {
    log.warn('Service workers are not available: update checks are skipped.');
    return false;
  }
  return true;
}

/**
 * What a failed update check means, from the status the script is served with afterwards (ADR 022):
 * served fine → the new version did not install (e.g. a script error); gone (404/410) → this deployment no
 * longer has the worker the tab runs on, which is unrecoverable; anything else (5xx, no network) → the check
 * itself failed.
 */
export type FailedCheck = 'install-failed' | 'unrecoverable' | 'check-failed';
export function classifyFailedCheck(scriptStatus: number | null): FailedCheck {
  if (scriptStatus === null) return 'check-failed';
  if (scriptStatus >= 200 && scriptStatus < 300) return 'install-failed';
  if (scriptStatus === 404 || scriptStatus === 410) return 'unrecoverable';
  return 'check-failed';
}

/**
 * Registers the service worker and runs the version-update flow of SPEC §4 for the whole life of the tab:
 * detected → info toast → ready → dialog → reload; install failed → error toast; unrecoverable → dialog →
 * reload. A new version counts as an update whenever a version is already active — checked when it is found,
 * not when the tab opened, so a tab open since the very first install announces later versions too; and a
 * version the browser found before the page was ready (a reload after a deploy) is announced from the start.
 * Returns a stop function.
 */
export async function startUpdateService(deps: UpdateDeps, scriptUrl = '/sw.js'): Promise<() => void> {
  const registration = await deps.container.register(scriptUrl);
  const followed = new WeakSet<WorkerLike>();
  /** Once the dialog is asked for, the tab is going to reload: nothing else is announced. */
  let reloading = false;

  const activate = (worker: WorkerLike) =>
    new Promise<void>((resolve) => {
      if (worker.state === 'activated') return resolve();
      const done = () => resolve();
      deps.container.addEventListener('controllerchange', done, { once: true });
      deps.setTimeout(done, ACTIVATION_TIMEOUT_MS);
      worker.postMessage({ type: 'SKIP_WAITING' });
    });

  /** SPEC §4: the dialog, then the reload — after activating the new version, or (unrecoverable) without. */
  const reloadAfterDialog = async (prepare: () => Promise<unknown>) => {
    if (reloading) return;
    reloading = true;
    try {
      await deps.ui.confirmUpdate();
      await prepare();
    } catch (error) {
      deps.log.warn('Update confirmation failed', error);
    }
    deps.reload();
  };

  const ready = (worker: WorkerLike) => reloadAfterDialog(() => activate(worker));
  const unrecoverable = (unregister: boolean) =>
    reloadAfterDialog(async () => {
      if (unregister) await registration.unregister();
    });

  /** A new version was detected: the info toast, then the dialog once it is installed (or the error toast). */
  const follow = (worker: WorkerLike) => {
    if (followed.has(worker) || reloading) return;
    followed.add(worker);
    deps.ui.showDownloading();
    const settle = () => {
      if (worker.state === 'installed' || worker.state === 'activated') void ready(worker);
      if (worker.state === 'redundant') deps.ui.showInstallFailed();
    };
    worker.addEventListener('statechange', settle);
    settle();
  };

  registration.addEventListener('updatefound', () => {
    // The very first install has no version to replace: nothing to announce.
    if (registration.active && registration.installing) follow(registration.installing);
  });
  // Found by the browser before this page registered (a reload or a visit after a deploy).
  const foundEarlier = registration.installing ?? registration.waiting;
  if (registration.active && foundEarlier) follow(foundEarlier);

  const check = async () => {
    if (reloading) return;
    if (deps.container.controller?.state === 'redundant') return unrecoverable(false);
    try {
      await registration.update();
    } catch (error) {
      deps.log.warn('Update check failed', error);
      const failure = classifyFailedCheck(await deps.probeScript(scriptUrl));
      if (failure === 'install-failed') deps.ui.showInstallFailed();
      else if (failure === 'unrecoverable') await unrecoverable(true);
      else deps.ui.showCheckFailed();
    }
  };
  const timer = deps.setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
  void check();
  return () => clearInterval(timer);
}
