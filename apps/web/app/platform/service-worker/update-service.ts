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
  update(): Promise<unknown>;
}
export interface ContainerLike extends EventTarget {
  controller: WorkerLike | null;
  register(url: string): Promise<RegistrationLike>;
}

export interface UpdateDeps {
  container: ContainerLike;
  ui: UpdateUi;
  reload(): void;
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

/** Registers the service worker and runs the version-update flow of SPEC §4. Returns a stop function. */
export async function startUpdateService(deps: UpdateDeps, scriptUrl = '/sw.js'): Promise<() => void> {
  const registration = await deps.container.register(scriptUrl);
  const wasControlled = deps.container.controller !== null;

  const applyUpdate = async (worker: WorkerLike, unrecoverable: boolean) => {
    try {
      await deps.ui.confirmUpdate();
      if (!unrecoverable) await activate(worker);
    } catch (error) {
      deps.log.warn('Update confirmation failed', error);
    }
    deps.reload();
  };

  const activate = (worker: WorkerLike) =>
    new Promise<void>((resolve) => {
      const done = () => resolve();
      deps.container.addEventListener('controllerchange', done, { once: true });
      deps.setTimeout(done, ACTIVATION_TIMEOUT_MS);
      worker.postMessage({ type: 'SKIP_WAITING' });
    });

  const follow = (worker: WorkerLike) => {
    deps.ui.showDownloading();
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') void applyUpdate(worker, false);
      if (worker.state === 'redundant') deps.ui.showInstallFailed();
    });
  };

  registration.addEventListener('updatefound', () => {
    if (wasControlled && registration.installing) follow(registration.installing);
  });
  if (wasControlled && registration.waiting) void applyUpdate(registration.waiting, false);

  const check = async () => {
    if (deps.container.controller?.state === 'redundant') {
      await applyUpdate(deps.container.controller, true);
      return;
    }
    try {
      await registration.update();
    } catch (error) {
      deps.log.warn('Update check failed', error);
      deps.ui.showCheckFailed();
    }
  };
  const timer = deps.setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
  void check();
  return () => clearInterval(timer);
}
