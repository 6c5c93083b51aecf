import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, DEFAULT_TOAST_DELAY_MS } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides a toast after the default 10000 ms', () => {
    const store = createToastStore();
    store.show({ color: 'info', body: 'Saved' });
    expect(DEFAULT_TOAST_DELAY_MS).toBe(10_000);
    vi.advanceTimersByTime(9_999);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
  });

  it('keeps a toast without autohide and honours its own delay', () => {
    const store = createToastStore();
    store.show({ color: 'error', body: 'Update install failed', autohide: false });
    store.show({
      color: 'info',
      header: 'New version update available',
      body: 'Downloading…',
      delay: 60_000,
    });
    vi.advanceTimersByTime(59_999);
    expect(store.getToasts()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(store.getToasts().map((t) => t.body)).toEqual(['Update install failed']);
  });

  it('replaces a toast shown again with the same id and tells listeners', () => {
    const store = createToastStore();
    const seen: number[] = [];
    store.subscribe((toasts) => seen.push(toasts.length));
    store.show({ id: 'update', color: 'info', body: 'one' });
    store.show({ id: 'update', color: 'info', body: 'two' });
    expect(store.getToasts().map((t) => t.body)).toEqual(['two']);
    store.dismiss('update');
    expect(seen).toEqual([1, 0, 1, 0]);
  });
});
