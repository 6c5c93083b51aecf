import { createContext, type ReactNode, use, useState } from 'react';
import { usePersonal } from './personal-overlay.ts';
import type { ShellUser } from './request-context.ts';

interface Session {
  user: ShellUser | null;
  /** The user restored at start-up from a saved token (API-token clients such as the native app). */
  setRestoredUser(user: ShellUser | null): void;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Who is signed in: the server's answer for this page (session cookie, refreshed after every sign-in and
 * sign-out; for a page the same for everyone, its personal overlay, ADR 040), else the user restored at
 * start-up from a saved token.
 */
export function SessionProvider({
  rootData,
  children,
}: {
  /** The root loader's data: its `user` is the server's answer. */
  rootData: { user: ShellUser | null };
  children: ReactNode;
}) {
  const [restoredUser, setRestoredUser] = useState<ShellUser | null>(null);
  const serverUser = usePersonal(rootData, (overlay) => overlay.user, rootData.user);
  return (
    <SessionContext value={{ user: serverUser ?? restoredUser, setRestoredUser }}>{children}</SessionContext>
  );
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}
