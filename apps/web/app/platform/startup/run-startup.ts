import type { ShellUser } from '../../lib/request-context.ts';
import type { Credentials } from '../credentials.ts';

export interface CredentialStore {
  load(): Promise<Credentials | null>;
  clear(): Promise<void>;
}

export interface StartupDeps {
  credentials: CredentialStore;
  loadProfile(credentials: Credentials): Promise<ShellUser>;
  log(message: string): void;
  error(message: string, cause: unknown): void;
}

export type StartupResult =
  | { loggedIn: true; user: ShellUser; credentials: Credentials }
  | { loggedIn: false };

/**
 * SPEC §1/§4 start-up: restore the saved login, then load the profile when there is one. Any failure is
 * logged, the credentials are cleared and the app carries on logged out.
 */
export async function runStartup(deps: StartupDeps): Promise<StartupResult> {
  let credentials: Credentials | null = null;
  try {
    deps.log('Credentials loading...');
    credentials = await deps.credentials.load();
    if (!credentials) {
      deps.log('Loaded successfully.');
      return { loggedIn: false };
    }
    deps.log('Profile loading...');
    const user = await deps.loadProfile(credentials);
    deps.log('Loaded successfully.');
    return { loggedIn: true, user, credentials };
  } catch (cause) {
    deps.error(credentials ? 'Error loading profile.' : 'Error loading credentials.', cause);
    await deps.credentials.clear().catch(() => {});
    return { loggedIn: false };
  }
}
