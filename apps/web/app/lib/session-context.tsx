import { createContext, type ReactNode, use, useState } from 'react';
import type { ShellUser } from './request-context.ts';

interface Session {
  user: ShellUser | null;
  /** The user restored at start-up from a saved token (API-token clients such as the native app). */
  setRestoredUser(user: ShellUser | null): void;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Who is signed in: the server's answer for this page (session cookie, refreshed after every sign-in and
 * sign-out), else the user restored at start-up from a saved token.
 */
export function SessionProvider({
  serverUser,
  children,
}: {
  serverUser: ShellUser | null;
  children: ReactNode;
}) {
  const [restoredUser, setRestoredUser] = useState<ShellUser | null>(null);
  return (
    <SessionContext value={{ user: serverUser ?? restoredUser, setRestoredUser }}>{children}</SessionContext>
  );
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}
