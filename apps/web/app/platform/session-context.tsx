import { createContext, type ReactNode, use, useState } from 'react';
import type { ShellUser } from './request-context.ts';

interface Session {
  user: ShellUser | null;
  setUser(user: ShellUser | null): void;
}

const SessionContext = createContext<Session | null>(null);

/** Who is signed in: known to server rendering from the session cookie, or restored at start-up from a token. */
export function SessionProvider({
  initialUser,
  children,
}: {
  initialUser: ShellUser | null;
  children: ReactNode;
}) {
  const [user, setUser] = useState(initialUser);
  return <SessionContext value={{ user, setUser }}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}
