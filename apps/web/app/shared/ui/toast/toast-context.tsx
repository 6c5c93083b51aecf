import { createContext, type ReactNode, use, useState } from 'react';
import { createToastStore, type ToastStore } from './toast-store.ts';

const ToastContext = createContext<ToastStore | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createToastStore());
  return <ToastContext value={store}>{children}</ToastContext>;
}

export function useToasts(): ToastStore {
  const store = use(ToastContext);
  if (!store) throw new Error('useToasts() needs a <ToastProvider> above it.');
  return store;
}
