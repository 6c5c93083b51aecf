/** SPEC §3: the toast message entity. */
export interface Toast {
  id: string;
  color: 'info' | 'success' | 'warning' | 'error';
  header?: string;
  body: string;
  /** Milliseconds before it hides itself (SPEC §9: default 10000). */
  delay: number;
  autohide: boolean;
  buttonText?: string;
  onClick?: () => void;
}

export type ToastInput = Omit<Toast, 'id' | 'delay' | 'autohide'> &
  Partial<Pick<Toast, 'id' | 'delay' | 'autohide'>>;

export const DEFAULT_TOAST_DELAY_MS = 10_000;

type Listener = (toasts: readonly Toast[]) => void;

/** The toasts on screen: show, dismiss, and autohide after each one's delay (timers injectable for tests). */
export function createToastStore(
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
) {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const timeouts = new Map<string, ReturnType<typeof setTimeout>>();
  const publish = () => {
    for (const listener of listeners) listener(toasts);
  };
  function dismiss(id: string) {
    const timer = timeouts.get(id);
    if (timer !== undefined) timers.clearTimeout(timer);
    timeouts.delete(id);
    toasts = toasts.filter((toast) => toast.id !== id);
    publish();
  }
  function show(input: ToastInput): string {
    const toast: Toast = {
      delay: DEFAULT_TOAST_DELAY_MS,
      autohide: true,
      ...input,
      id: input.id ?? `toast-${++counter}`,
    };
    if (toasts.some((existing) => existing.id === toast.id)) dismiss(toast.id);
    toasts = [...toasts, toast];
    if (toast.autohide)
      timeouts.set(
        toast.id,
        timers.setTimeout(() => dismiss(toast.id), toast.delay),
      );
    publish();
    return toast.id;
  }
  return {
    show,
    dismiss,
    getToasts: () => toasts,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
