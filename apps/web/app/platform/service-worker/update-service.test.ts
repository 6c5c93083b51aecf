import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVATION_TIMEOUT_MS,
  type ContainerLike,
  type RegistrationLike,
  SERVICE_WORKER_DISABLED_WARNING,
  startUpdateService,
  UPDATE_CHECK_INTERVAL_MS,
  updateFlowRuns,
  type WorkerLike,
} from './update-service.ts';

/** Stand-ins for the browser's service-worker objects (a browser API we do not own). */
class FakeWorker extends EventTarget implements WorkerLike {
  state = 'installing';
  messages: unknown[] = [];
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
  updates = 0;
  failNextUpdate = false;
  async update() {
    this.updates++;
    if (this.failNextUpdate) throw new Error('offline');
  }
}

function setup(controlled: boolean) {
  const registration = new FakeRegistration();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? (new FakeWorker() as WorkerLike | null) : null,
    register: async () => registration,
  }) as ContainerLike & EventTarget;
  const ui = {
    shown: [] as string[],
    showDownloading: () => ui.shown.push('downloading'),
    showInstallFailed: () => ui.shown.push('install failed'),
    showCheckFailed: () => ui.shown.push('check failed'),
    confirmUpdate: vi.fn(async () => {}),
  };
  const reload = vi.fn();
  const deps = { container, ui, reload, setInterval, setTimeout, log: { warn: vi.fn() } };
  return { registration, container, ui, reload, deps };
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
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    expect(ui.shown).toEqual(['downloading']);
    worker.moveTo('installed');
    await vi.waitFor(() => expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]));
    expect(ui.confirmUpdate).toHaveBeenCalledOnce();
    container.dispatchEvent(new Event('controllerchange'));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });

  it('reloads after the 10 s activation timeout even if the new worker never takes over', async () => {
    const { registration, reload, deps } = setup(true);
    await startUpdateService(deps);
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.moveTo('installed');
    await vi.advanceTimersByTimeAsync(0);
    expect(worker.messages).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(ACTIVATION_TIMEOUT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows "Update install failed" when the new version cannot install', async () => {
    const { registration, ui, reload, deps } = setup(true);
    await startUpdateService(deps);
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.dispatchEvent(new Event('updatefound'));
    worker.moveTo('redundant');
    expect(ui.shown).toEqual(['downloading', 'install failed']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows an error toast when a check fails', async () => {
    const { registration, ui, deps } = setup(true);
    registration.failNextUpdate = true;
    await startUpdateService(deps);
    await vi.waitFor(() => expect(ui.shown).toEqual(['check failed']));
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
    registration.installing = new FakeWorker();
    registration.dispatchEvent(new Event('updatefound'));
    expect(ui.shown).toEqual([]);
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
