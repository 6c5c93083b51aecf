import { nativePlugin } from '../native/native-plugin.ts';

/** SPEC §4: native update status values. */
export const NATIVE_UPDATE_STATUS = { unknown: 0, notAvailable: 1, available: 2, inProgress: 3 } as const;

/** The App Update plugin of the native shell (@capawesome/capacitor-app-update), or its web fallback. */
export interface AppUpdatePlugin {
  getAppUpdateInfo(): Promise<{ updateAvailability: number }>;
  openAppStore(): Promise<void>;
}

/** On the web there is no store version to compare with: the status is always "unknown". */
export const webAppUpdateFallback: AppUpdatePlugin = {
  getAppUpdateInfo: async () => ({ updateAvailability: NATIVE_UPDATE_STATUS.unknown }),
  openAppStore: async () => {},
};

/** The plugin the native shell registered, or the web fallback when the bridge is absent. */
export function appUpdatePlugin(): AppUpdatePlugin {
  return nativePlugin<AppUpdatePlugin>('AppUpdate') ?? webAppUpdateFallback;
}

/**
 * SPEC §4: when the store has a newer version, a confirmation dialog "Application update available" opens
 * and leads to the store; `confirm` resolves false when the user chose "Later" (unlike the web update
 * dialog of SPEC §8, this one can be declined). Errors are logged only (SPEC §8). Returns the status found.
 */
export async function checkNativeUpdate(
  plugin: AppUpdatePlugin,
  confirm: () => Promise<boolean>,
  log: { warn(message: string, cause?: unknown): void },
): Promise<number> {
  try {
    const { updateAvailability } = await plugin.getAppUpdateInfo();
    if (updateAvailability === NATIVE_UPDATE_STATUS.available && (await confirm())) {
      await plugin.openAppStore();
    }
    return updateAvailability;
  } catch (error) {
    log.warn('Native update check failed', error);
    return NATIVE_UPDATE_STATUS.unknown;
  }
}
