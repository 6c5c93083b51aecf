import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKGROUND_REAPPEAR_FAST_MS,
  BACKGROUND_REAPPEAR_MS,
  DEFAULT_MIN_TIME,
  FOREGROUND_FADE_OUT_FAST_MS,
  FOREGROUND_FADE_OUT_MS,
  MASTER_LOADER_ID,
  STARTUP_LOADER_OPTIONS,
} from './loader-constants.ts';
import { LoaderError } from './loader-error.ts';
import { createLoaderService, type LoaderService, type LoaderState } from './loader-service.ts';

const M = MASTER_LOADER_ID;
const fg = (service: LoaderService, loaderId = M) => service.getState(loaderId).foreground.visible;
const bg = (service: LoaderService, loaderId = M) => service.getState(loaderId).background.visible;

/** Every state a listener received, to prove something never showed (or never flickered). */
function record(service: LoaderService, loaderId = M): LoaderState[] {
  const states: LoaderState[] = [];
  service.subscribe(loaderId, (state) => states.push(state));
  return states;
}

/** Promise.withResolvers is ES2024; the app's lib is ES2023. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loaders', () => {
  it('has the master loader from the start, idle', () => {
    const service = createLoaderService();
    expect(service.getState(M)).toEqual({
      foreground: { visible: false, fadingOut: false },
      background: { visible: false },
    });
    service.start(M, 'page');
    expect(fg(service)).toBe(true);
  });

  it('throws on a loader id bound twice, the master loader included', () => {
    const service = createLoaderService();
    service.bind('card');
    expect(() => service.bind('card')).toThrow(/Duplicated loader id "card"/);
    expect(() => service.bind(M)).toThrow(LoaderError);
    try {
      service.bind('card');
    } catch (error) {
      expect(error).toMatchObject({ code: 'duplicated-loader-id' });
    }
  });

  it('warns and does nothing for a loader id that does not exist', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const service = createLoaderService();
    service.start('nowhere', 'task');
    service.stop('nowhere', 'task');
    service.setProgress('nowhere', 0.5);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toMatch(/loader id not existing.*"nowhere"/i);
    expect(service.getState('nowhere')).toEqual(service.getState(M));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('unbinding a loader cancels its tasks, tells its listeners it is idle, and frees its id', () => {
    const service = createLoaderService();
    const unbind = service.bind('card');
    const states = record(service, 'card');
    service.start('card', 'save', { maxTime: 5000 });
    unbind();
    expect(states.map((state) => state.foreground.visible)).toEqual([true, false]);
    expect(vi.getTimerCount()).toBe(0);
    expect(() => service.bind('card')).not.toThrow();
    expect(fg(service, 'card')).toBe(false);
  });
});

describe('task ids', () => {
  it('throws on a task id started twice while it runs', () => {
    const service = createLoaderService();
    service.start(M, 'save');
    expect(() => service.start(M, 'save')).toThrow(/Duplicated loader task id "save".*already running/);
  });

  it('throws on a task id used for both foreground and background, even while it waits for its delay', () => {
    const service = createLoaderService();
    service.start(M, 'sync', { background: true, delay: 1000 });
    expect(() => service.start(M, 'sync')).toThrow(/already a background task/);
    service.start(M, 'page');
    expect(() => service.start(M, 'page', { background: true })).toThrow(LoaderError);
  });

  it('frees a task id once the task has finished', () => {
    const service = createLoaderService();
    service.start(M, 'save', { minTime: 0 });
    service.stop(M, 'save');
    expect(() => service.start(M, 'save', { background: true })).not.toThrow();
  });
});

describe('delay, minimum and maximum time', () => {
  it('shows a task only after its delay', () => {
    const service = createLoaderService();
    service.start(M, 'page', { delay: 200 });
    vi.advanceTimersByTime(199);
    expect(fg(service)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(fg(service)).toBe(true);
  });

  it('never shows a task stopped before its delay ends, and leaves no timer behind', () => {
    const service = createLoaderService();
    const states = record(service);
    service.start(M, 'page', { delay: 200 });
    vi.advanceTimersByTime(150);
    service.stop(M, 'page');
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps a task stopped early until its minimum time (default 300 ms) ends', () => {
    const service = createLoaderService();
    service.start(M, 'page');
    vi.advanceTimersByTime(100);
    service.stop(M, 'page');
    expect(fg(service)).toBe(true);
    vi.advanceTimersByTime(DEFAULT_MIN_TIME - 100 - 1);
    expect(fg(service)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fg(service)).toBe(false);
  });

  it('counts the minimum time from when the task shows, not from its start', () => {
    const service = createLoaderService();
    service.start(M, 'page', { delay: 500, minTime: 1000 });
    vi.advanceTimersByTime(600);
    service.stop(M, 'page');
    vi.advanceTimersByTime(899);
    expect(fg(service)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fg(service)).toBe(false);
  });

  it('hides a task stopped after its minimum time at once', () => {
    const service = createLoaderService();
    service.start(M, 'page');
    vi.advanceTimersByTime(DEFAULT_MIN_TIME + 50);
    service.stop(M, 'page');
    expect(fg(service)).toBe(false);
  });

  it('hides a start-up task (minimum 0) as soon as it stops', () => {
    const service = createLoaderService();
    service.start(M, 'startup', STARTUP_LOADER_OPTIONS);
    expect(fg(service)).toBe(true);
    service.stop(M, 'startup');
    expect(fg(service)).toBe(false);
  });

  it('stops a task by itself when it reaches its maximum time', () => {
    const service = createLoaderService();
    service.start(M, 'page', { maxTime: 2000 });
    vi.advanceTimersByTime(1999);
    expect(fg(service)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fg(service)).toBe(false);
    expect(() => service.stop(M, 'page')).not.toThrow();
  });

  it('has no maximum by default (-1)', () => {
    const service = createLoaderService();
    service.start(M, 'page');
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    expect(fg(service)).toBe(true);
  });

  it('keeps a task whose maximum is below its minimum until the minimum ends', () => {
    const service = createLoaderService();
    service.start(M, 'page', { minTime: 800, maxTime: 500 });
    vi.advanceTimersByTime(799);
    expect(fg(service)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(fg(service)).toBe(false);
  });

  it('takes up again a stopped task that is still shown for its minimum time, without a flicker', () => {
    const service = createLoaderService();
    const states = record(service);
    service.start(M, 'navigation');
    service.stop(M, 'navigation');
    vi.advanceTimersByTime(100);
    service.start(M, 'navigation');
    vi.advanceTimersByTime(5000);
    expect(fg(service)).toBe(true);
    expect(states.map((state) => state.foreground.visible)).toEqual([true]);
  });
});

describe('foreground and background', () => {
  it('lets the foreground hide the background spinner', () => {
    const service = createLoaderService();
    service.start(M, 'sync', { background: true });
    expect(bg(service)).toBe(true);
    service.start(M, 'page');
    expect(fg(service)).toBe(true);
    expect(bg(service)).toBe(false);
  });

  it('shows a background task that starts under a foreground only after the foreground', () => {
    const service = createLoaderService();
    service.start(M, 'page', { minTime: 0 });
    service.start(M, 'sync', { background: true });
    expect(bg(service)).toBe(false);
    service.stop(M, 'page');
    vi.advanceTimersByTime(BACKGROUND_REAPPEAR_MS);
    expect(bg(service)).toBe(true);
  });

  it('shows the background spinner again 500 ms after the foreground stops', () => {
    const service = createLoaderService();
    service.start(M, 'sync', { background: true });
    service.start(M, 'page', { minTime: 0 });
    service.stop(M, 'page');
    expect(bg(service)).toBe(false);
    vi.advanceTimersByTime(BACKGROUND_REAPPEAR_MS - 1);
    expect(bg(service)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bg(service)).toBe(true);
  });

  it('does not bring back a background spinner whose task ended while the foreground closed', () => {
    const service = createLoaderService();
    const states = record(service);
    service.start(M, 'sync', { background: true, minTime: 0 });
    service.start(M, 'page', { minTime: 0 });
    service.stop(M, 'page');
    service.stop(M, 'sync');
    vi.advanceTimersByTime(5000);
    expect(states.filter((state) => state.background.visible)).toHaveLength(1);
    expect(bg(service)).toBe(false);
  });

  it('keeps the overlay up until the last foreground task stops', () => {
    const service = createLoaderService();
    service.start(M, 'page', { minTime: 0 });
    service.start(M, 'profile', { minTime: 0 });
    service.stop(M, 'page');
    expect(fg(service)).toBe(true);
    service.stop(M, 'profile');
    expect(fg(service)).toBe(false);
  });

  it('fades the foreground out for 1001 ms after it stops', () => {
    const service = createLoaderService();
    service.start(M, 'page', { minTime: 0 });
    service.stop(M, 'page');
    expect(service.getState(M).foreground).toEqual({ visible: false, fadingOut: true });
    vi.advanceTimersByTime(FOREGROUND_FADE_OUT_MS - 1);
    expect(service.getState(M).foreground.fadingOut).toBe(true);
    vi.advanceTimersByTime(1);
    expect(service.getState(M).foreground.fadingOut).toBe(false);
  });

  it('cancels the fade-out when a foreground task starts again', () => {
    const service = createLoaderService();
    service.start(M, 'page', { minTime: 0 });
    service.stop(M, 'page');
    vi.advanceTimersByTime(400);
    service.start(M, 'next-page');
    expect(service.getState(M).foreground).toEqual({ visible: true, fadingOut: false });
    vi.advanceTimersByTime(FOREGROUND_FADE_OUT_MS);
    expect(service.getState(M).foreground).toEqual({ visible: true, fadingOut: false });
  });

  it('uses the fast fade-out (601 ms) and background reappearance (300 ms) when the loader asks for it', () => {
    const service = createLoaderService();
    service.bind('panel', { fastFadeOut: true });
    service.start('panel', 'sync', { background: true });
    service.start('panel', 'save', { minTime: 0 });
    service.stop('panel', 'save');
    vi.advanceTimersByTime(BACKGROUND_REAPPEAR_FAST_MS - 1);
    expect(bg(service, 'panel')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(bg(service, 'panel')).toBe(true);
    vi.advanceTimersByTime(FOREGROUND_FADE_OUT_FAST_MS - BACKGROUND_REAPPEAR_FAST_MS - 1);
    expect(service.getState('panel').foreground.fadingOut).toBe(true);
    vi.advanceTimersByTime(1);
    expect(service.getState('panel').foreground.fadingOut).toBe(false);
  });

  it('makes the fast fade-out the default of the master loader through the service options', () => {
    const service = createLoaderService({ fastFadeOut: true });
    service.start(M, 'page', { minTime: 0 });
    service.stop(M, 'page');
    vi.advanceTimersByTime(FOREGROUND_FADE_OUT_FAST_MS);
    expect(service.getState(M).foreground.fadingOut).toBe(false);
  });

  it('keeps loaders apart', () => {
    const service = createLoaderService();
    service.bind('card');
    service.start('card', 'save');
    expect(fg(service, 'card')).toBe(true);
    expect(fg(service)).toBe(false);
    expect(() => service.start(M, 'save')).not.toThrow();
  });
});

describe('track', () => {
  it('runs a task while the promise is pending, within the minimum time, and returns its value', async () => {
    const service = createLoaderService();
    const { promise, resolve } = deferred<string>();
    const tracked = service.track(M, 'api', promise);
    expect(fg(service)).toBe(true);
    resolve('done');
    await expect(tracked).resolves.toBe('done');
    expect(fg(service)).toBe(true);
    await vi.advanceTimersByTimeAsync(DEFAULT_MIN_TIME);
    expect(fg(service)).toBe(false);
  });

  it('stops the task when the promise rejects and passes the rejection on', async () => {
    const service = createLoaderService();
    const { promise, reject } = deferred<never>();
    const tracked = service.track(M, 'api', promise, { background: true, minTime: 0 });
    expect(bg(service)).toBe(true);
    reject(new Error('offline'));
    await expect(tracked).rejects.toThrow('offline');
    expect(bg(service)).toBe(false);
  });

  it('does not stop a later task that took the id after the maximum time', async () => {
    const service = createLoaderService();
    const { promise, resolve } = deferred<void>();
    service.track(M, 'api', promise, { minTime: 0, maxTime: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    service.start(M, 'api');
    resolve();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fg(service)).toBe(true);
  });

  it('leaves a loader that was unbound and bound again alone when an old promise settles', async () => {
    const service = createLoaderService();
    const unbind = service.bind('card');
    const { promise, resolve } = deferred<void>();
    service.track('card', 'save', promise, { minTime: 0 });
    unbind();
    service.bind('card');
    const states = record(service, 'card');
    resolve();
    await vi.advanceTimersByTimeAsync(5000);
    expect(states).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('warns and passes the promise through for a loader id that does not exist', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const service = createLoaderService();
    const promise = Promise.resolve(1);
    expect(service.track('nowhere', 'api', promise)).toBe(promise);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('state and listeners', () => {
  it('notifies on changes only, keeps the same state object between them, and stops after unsubscribe', () => {
    const service = createLoaderService();
    const listener = vi.fn();
    const unsubscribe = service.subscribe(M, listener);
    const idle = service.getState(M);
    expect(service.getState(M)).toBe(idle);
    service.start(M, 'a', { minTime: 0 });
    service.start(M, 'b', { minTime: 0 });
    expect(listener).toHaveBeenCalledTimes(1);
    const shown = service.getState(M);
    expect(service.getState(M)).toBe(shown);
    unsubscribe();
    service.stop(M, 'a');
    service.stop(M, 'b');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(service.getState(M)).not.toBe(shown);
  });

  it('sends every listener the newest state when a listener changes the loader while being told', () => {
    const service = createLoaderService();
    service.subscribe(M, (state) => {
      if (state.background.visible) service.start(M, 'page');
    });
    const second = vi.fn();
    service.subscribe(M, second);
    service.start(M, 'sync', { background: true });
    expect(second).toHaveBeenLastCalledWith(service.getState(M));
    expect(second.mock.calls.every(([state]) => !state.background.visible)).toBe(true);
  });

  it('reports foreground progress, clamped to 0..1, and forgets it when the foreground stops', () => {
    const service = createLoaderService();
    service.setProgress(M, 0.5);
    expect(service.getState(M).foreground.progress).toBeUndefined();
    service.start(M, 'upload', { minTime: 0 });
    expect(service.getState(M).foreground).not.toHaveProperty('progress');
    service.setProgress(M, 0.4);
    expect(service.getState(M).foreground.progress).toBe(0.4);
    service.setProgress(M, 7);
    expect(service.getState(M).foreground.progress).toBe(1);
    service.stop(M, 'upload');
    service.start(M, 'next', { minTime: 0 });
    expect(service.getState(M).foreground).not.toHaveProperty('progress');
  });
});
