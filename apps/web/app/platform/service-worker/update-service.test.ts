import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVATION_TIMEOUT_MS,
  type ContainerLike,
  classifyFailedCheck,
  type RegistrationLike,
  SERVICE_WORKER_DISABLED_WARNING,
  startUpdateService,
  UPDATE_CHECK_INTERVAL_MS,
  updateFlowRuns,
  type WorkerLike,
} from './update-service.ts';

/** Stand-ins for the browser's service-worker objects (a browser API we do not own). */
class FakeWorker extends EventTarget implements WorkerLike {
  messages: unknown[] = [];
  state: string;
  constructor(state = 'installing') {
    super();
    this.state = state;
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  moveTo(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements RegistrationLike {
  installing: WorkerLike | null = null;
  waiting: WorkerLike | null = null;
  active: WorkerLike | null = null;
  updates = 0;
  unregistered = false;
  /** What the next update check does: find nothing, or fail (the browser rejects with a TypeError). */
  nextUpdate: 'nothing' | 'fails' = 'nothing';
  async update() {
    this.updates++;
    if (this.nextUpdate === 'fails') throw new TypeError('Failed to update a ServiceWorker');
  }
  async unregister() {
    this.unregistered = true;
    return true;
  }
  /** The browser found a new version: it is installing, and `updatefound` fires. */
  find(worker = new FakeWorker()) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }
}

/** A tab with a version already active and controlling it, or (`controlled: false`) a first visit. */
function setup(controlled: boolean, prepare: (registration: FakeRegistration) => void = () => {}) {
  const registration = new FakeRegistration();
  const active = controlled ? new FakeWorker('activated') : null;
  registration.active = active;
  prepare(registration);
  const container = Object.assign(new EventTarget(), {
    controller: active as WorkerLike | null,
    register: async () => registration,
  }) as ContainerLike & EventTarget;
  const ui = {
    shown: [] as string[],
    showDownloading: () => ui.shown.push('downloading'),
    showInstallFailed: () => ui.shown.push('install failed'),
    showCheckFailed: () => ui.shown.push('check failed'),
    confirmUpdate: vi.fn(async () => {
      ui.shown.push('dialog');
    }),
  };
  const reload = vi.fn();
  const script = { status: 200 as number | null };
  const deps = {
    container,
    ui,
    reload,
    probeScript: vi.fn(async () => script.status),
    setInterval,
    setTimeout,
    log: { warn: vi.fn() },
  };
  return { registration, container, ui, reload, deps, script };
}

describe('service worker update flow (SPEC §4, §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks at start and then every hour', async () => {
    const { registration, deps } = setup(true);
    await startUpdateService(deps);
    expect(registration.updates).toBe(1);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.updates).toBe(2);
  });

  it('announces the download, asks to apply, activates the new version and reloads', async () => {
    const { registration, container, ui, reload, deps } = setup(true);
    await startUpdateService(deps);
    const worker = registration.find();
    expect(ui.shown).toEqual(['downloading']);
    worker.moveTo('installed');
    await vi.waitFor(() => expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]));
    expect(ui.shown).toEqual(['downloading', 'dialog']);
    container.dispatchEvent(new Event('controllerchange'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('reloads after the 10 s activation timeout even if the new worker never takes over', async () => {
    const { registration, reload, deps } = setup(true);
    await startUpdateService(deps);
    const worker = registration.find();
    worker.moveTo('installed');
    await vi.advanceTimersByTimeAsync(0);
    expect(worker.messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(ACTIVATION_TIMEOUT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reload after a deploy: a version the browser already installed is announced with the toast before the dialog', async () => {
    // The reported defect: the navigation found and installed the new version before the page registered.
    const waiting = new FakeWorker('installed');
    const { ui, reload, deps } = setup(true, (registration) => {
      registration.waiting = waiting;
    });
    await startUpdateService(deps);
    await vi.waitFor(() => expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]));
    expect(ui.shown).toEqual(['downloading', 'dialog']);
    await vi.advanceTimersByTimeAsync(ACTIVATION_TIMEOUT_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reload after a deploy: a version still installing when the page registers is announced, then offered', async () => {
    const installing = new FakeWorker('installing');
    const { ui, deps } = setup(true, (registration) => {
      registration.installing = installing;
    });
    await startUpdateService(deps);
    expect(ui.shown).toEqual(['downloading']);
    installing.moveTo('installed');
    await vi.waitFor(() => expect(ui.shown).toEqual(['downloading', 'dialog']));
  });

  it('a tab open since the very first install announces a version found by the hourly check', async () => {
    // The reported defect: the tab was not controlled when it opened, so later versions were ignored.
    const { registration, container, ui, reload, deps } = setup(false);
    await startUpdateService(deps);
    const first = registration.find();
    first.moveTo('installed');
    registration.installing = null;
    registration.active = first;
    first.moveTo('activated');
    container.controller = first;
    expect(ui.shown).toEqual([]);

    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.updates).toBe(2);
    const next = registration.find();
    expect(ui.shown).toEqual(['downloading']);
    next.moveTo('installed');
    await vi.waitFor(() => expect(ui.shown).toEqual(['downloading', 'dialog']));
    await vi.advanceTimersByTimeAsync(ACTIVATION_TIMEOUT_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows "Update install failed" when the new version cannot install', async () => {
    const { registration, ui, reload, deps } = setup(true);
    await startUpdateService(deps);
    registration.find().moveTo('redundant');
    expect(ui.shown).toEqual(['downloading', 'install failed']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows "Update install failed" when the check fails on a script that is served (a script error)', async () => {
    const { registration, ui, reload, deps, script } = setup(true, (registration) => {
      registration.nextUpdate = 'fails';
    });
    script.status = 200;
    await startUpdateService(deps);
    await vi.waitFor(() => expect(ui.shown).toEqual(['install failed']));
    expect(deps.probeScript).toHaveBeenCalledWith('/sw.js');
    expect(reload).not.toHaveBeenCalled();
    expect(registration.unregistered).toBe(false);
  });

  it('shows the check-failed toast when the server fails or cannot be reached', async () => {
    for (const status of [500, 503, null]) {
      const { ui, deps, script } = setup(true, (registration) => {
        registration.nextUpdate = 'fails';
      });
      script.status = status;
      await startUpdateService(deps);
      await vi.waitFor(() => expect(ui.shown).toEqual(['check failed']));
    }
  });

  it('a worker script gone from the deployment (404) is unrecoverable: dialog, unregister, reload', async () => {
    const { registration, ui, reload, deps, script } = setup(true, (registration) => {
      registration.nextUpdate = 'fails';
    });
    script.status = 404;
    await startUpdateService(deps);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(ui.shown).toEqual(['dialog']);
    expect(registration.unregistered).toBe(true);
    expect((registration.active as FakeWorker).messages).toEqual([]);
  });

  it('forces the dialog and reloads without activating when the worker state is unrecoverable', async () => {
    const { container, ui, reload, deps } = setup(true);
    const broken = container.controller as FakeWorker;
    broken.state = 'redundant';
    await startUpdateService(deps);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(ui.confirmUpdate).toHaveBeenCalledOnce();
    expect(broken.messages).toEqual([]);
  });

  it('says nothing on the very first install (no version to replace)', async () => {
    const { registration, ui, deps } = setup(false);
    await startUpdateService(deps);
    registration.find().moveTo('installed');
    expect(ui.shown).toEqual([]);
  });

  it('announces each version once and nothing more while the dialog waits for the user', async () => {
    const { registration, ui, deps } = setup(true);
    deps.ui.confirmUpdate = vi.fn(() => {
      ui.shown.push('dialog');
      return new Promise<void>(() => {});
    });
    await startUpdateService(deps);
    const worker = registration.find();
    registration.dispatchEvent(new Event('updatefound'));
    worker.moveTo('installed');
    await vi.advanceTimersByTimeAsync(0);
    registration.nextUpdate = 'fails';
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    registration.find();
    expect(ui.shown).toEqual(['downloading', 'dialog']);
  });
});

describe('what a failed update check means (ADR 022)', () => {
  it('served → install failed; gone → unrecoverable; failing or unreachable → check failed', () => {
    expect(classifyFailedCheck(200)).toBe('install-failed');
    expect(classifyFailedCheck(404)).toBe('unrecoverable');
    expect(classifyFailedCheck(410)).toBe('unrecoverable');
    expect(classifyFailedCheck(500)).toBe('check-failed');
    expect(classifyFailedCheck(null)).toBe('check-failed');
  });
});

describe('where the update flow runs (SPEC §8)', () => {
  const run = (where: { enabled: boolean; native: boolean; supported: boolean }) => {
    const warn = vi.fn();
    return { runs: updateFlowRuns(where, { warn }), warnings: warn.mock.calls.map(([message]) => message) };
  };

  it('logs a warning and skips the update logic when the service worker is disabled', () => {
    expect(run({ enabled: false, native: false, supported: true })).toEqual({
      runs: false,
      warnings: [SERVICE_WORKER_DISABLED_WARNING],
    });
  });

  it('runs in a browser that has service workers when enabled, without a warning', () => {
    expect(run({ enabled: true, native: false, supported: true })).toEqual({ runs: true, warnings: [] });
  });

  it('is skipped quietly in the native app, and with a warning where the browser has no service worker', () => {
    expect(run({ enabled: false, native: true, supported: true })).toEqual({ runs: false, warnings: [] });
    expect(run({ enabled: true, native: false, supported: false })).toMatchObject({ runs: false });
    expect(run({ enabled: true, native: false, supported: false }).warnings).toHaveLength(1);
  });
});
