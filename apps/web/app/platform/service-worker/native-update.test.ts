import { describe, expect, it, vi } from 'vitest';
import { checkNativeUpdate, NATIVE_UPDATE_STATUS, webAppUpdateFallback } from './native-update.ts';

function plugin(updateAvailability: number) {
  return {
    getAppUpdateInfo: vi.fn(async () => ({ updateAvailability })),
    openAppStore: vi.fn(async () => {}),
  };
}

describe('checkNativeUpdate', () => {
  it('asks, then opens the store when an update is available', async () => {
    const store = plugin(NATIVE_UPDATE_STATUS.available);
    const confirm = vi.fn(async () => true);
    expect(await checkNativeUpdate(store, confirm, console)).toBe(2);
    expect(confirm).toHaveBeenCalledOnce();
    expect(store.openAppStore).toHaveBeenCalledOnce();
  });

  it('leaves the store closed when the user chooses "Later"', async () => {
    const store = plugin(NATIVE_UPDATE_STATUS.available);
    expect(await checkNativeUpdate(store, async () => false, console)).toBe(2);
    expect(store.openAppStore).not.toHaveBeenCalled();
  });

  it.each([NATIVE_UPDATE_STATUS.unknown, NATIVE_UPDATE_STATUS.notAvailable, NATIVE_UPDATE_STATUS.inProgress])(
    'does nothing for status %i',
    async (status) => {
      const store = plugin(status);
      const confirm = vi.fn(async () => true);
      expect(await checkNativeUpdate(store, confirm, console)).toBe(status);
      expect(confirm).not.toHaveBeenCalled();
      expect(store.openAppStore).not.toHaveBeenCalled();
    },
  );

  it('logs a failing check and reports "unknown"', async () => {
    const warn = vi.fn();
    const broken = {
      getAppUpdateInfo: async () => Promise.reject(new Error('no store')),
      openAppStore: async () => {},
    };
    expect(await checkNativeUpdate(broken, async () => true, { warn })).toBe(0);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('has a web fallback that never reports an update', async () => {
    expect(await webAppUpdateFallback.getAppUpdateInfo()).toEqual({ updateAvailability: 0 });
  });
});
