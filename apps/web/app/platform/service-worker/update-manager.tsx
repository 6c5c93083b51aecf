import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../shared/ui/toast/toast-context.tsx';
import { reportingLog } from '../error-reporting/report-error.ts';
import { isNativePlatform } from '../native-platform.ts';
import { appUpdatePlugin, checkNativeUpdate } from './native-update.ts';
import { scriptStatusFromWorker } from './script-status.ts';
import { UpdateDialog, type UpdateDialogText } from './update-dialog.tsx';
import { type ContainerLike, startUpdateService, updateFlowRuns } from './update-service.ts';

interface PendingDialog extends UpdateDialogText {
  /** True when confirmed, false after "Later". */
  resolve: (confirmed: boolean) => void;
}

/** SPEC §9: register when the app is stable (the browser is idle), or after 30 s at the latest. */
const REGISTER_AT_LATEST_MS = 30_000;
/** SPEC §4/§9: the "downloading" toast stays 60 s. */
const DOWNLOADING_TOAST_MS = 60_000;

/** Registers the service worker on the web (not in the native app) and runs the update flow with its UI. */
export function UpdateManager({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [pending, setPending] = useState<PendingDialog | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!isNativePlatform()) return;
    // SPEC §4: the native app asks the store, once per start.
    void checkNativeUpdate(
      appUpdatePlugin(),
      () =>
        new Promise<boolean>((resolve) =>
          setPending({
            title: t('update.nativeTitle'),
            body: t('update.nativeBody'),
            action: t('update.nativeOpen'),
            decline: t('update.nativeLater'),
            resolve,
          }),
        ),
      reportingLog,
    );
  }, [t]);

  useEffect(() => {
    const where = { enabled, native: isNativePlatform(), supported: 'serviceWorker' in navigator };
    if (!updateFlowRuns(where, console)) return;
    let stop: (() => void) | undefined;
    const start = () =>
      startUpdateService({
        container: navigator.serviceWorker as unknown as ContainerLike,
        ui: {
          showDownloading: () =>
            toasts.show({
              id: 'update',
              color: 'info',
              header: t('update.availableTitle'),
              body: t('update.availableBody'),
              delay: DOWNLOADING_TOAST_MS,
            }),
          showInstallFailed: () =>
            toasts.show({ id: 'update', color: 'error', body: t('update.installFailed') }),
          showCheckFailed: () =>
            toasts.show({
              id: 'update-check',
              color: 'error',
              header: t('update.checkFailedTitle'),
              body: t('update.checkFailedBody'),
            }),
          confirmUpdate: () =>
            new Promise<void>((resolve) =>
              setPending({
                title: t('update.dialogTitle'),
                body: t('update.dialogBody'),
                action: t('update.apply'),
                resolve: () => resolve(),
              }),
            ),
        },
        reload: () => window.location.reload(),
        probeScript: () => scriptStatusFromWorker(navigator.serviceWorker.controller),
        // Bound to window: browsers refuse these timers called as methods of another object.
        setInterval: window.setInterval.bind(window) as typeof setInterval,
        setTimeout: window.setTimeout.bind(window) as typeof setTimeout,
        log: reportingLog,
      })
        .then((stopChecks) => {
          stop = stopChecks;
        })
        .catch((error) => reportingLog.warn('Service worker registration failed', error));
    // Safari has no requestIdleCallback: there the 30 s timer alone decides.
    const idle = (window as { requestIdleCallback?: typeof window.requestIdleCallback }).requestIdleCallback;
    const timer = window.setTimeout(() => void start(), REGISTER_AT_LATEST_MS);
    const idleHandle = idle?.(() => {
      window.clearTimeout(timer);
      void start();
    });
    return () => {
      window.clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      stop?.();
    };
  }, [enabled, t, toasts]);

  useEffect(() => {
    if (pending && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [pending]);

  if (!pending) return null;
  const close = (confirmed: boolean) => {
    setPending(null);
    pending.resolve(confirmed);
  };
  return (
    <UpdateDialog
      dialogRef={dialog}
      text={pending}
      onConfirm={() => close(true)}
      onDecline={() => close(false)}
    />
  );
}
