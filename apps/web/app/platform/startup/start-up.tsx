import { useEffect } from 'react';
import { MASTER_LOADER_ID, STARTUP_LOADER_OPTIONS } from '../../shell/loader/loader-constants.ts';
import { useLoaderService } from '../../shell/loader/loader-context.tsx';
import { registerPushTokenIfDue } from '../push/register-push-token.ts';
import { useRootData } from '../root-data.ts';
import { useSession } from '../session-context.tsx';
import { localCredentialStore } from './local-credential-store.ts';
import { runStartup } from './run-startup.ts';

/** Runs the start-up sequence once in the browser, under the master loader (SPEC §4, §9). */
export function StartUp() {
  const root = useRootData();
  const loader = useLoaderService();
  const { setRestoredUser, user } = useSession();
  // biome-ignore lint/correctness/useExhaustiveDependencies: start-up runs once per page load.
  useEffect(() => {
    if (!root) return;
    // The client is fetched only when a saved login or a push token needs it (not on most page loads).
    const clientFor = async (accessToken?: string) => {
      const { browserTransport, createApiClient } = await import('../api-client.ts');
      return createApiClient({
        transport: browserTransport(),
        locale: root.locale,
        version: root.version,
        build: root.build,
        render: 'browser',
        ...(accessToken ? { accessToken } : {}),
      });
    };
    const startup = runStartup({
      credentials: localCredentialStore,
      loadProfile: async (credentials) => (await clientFor(credentials.accessToken)).getProfile(),
      log: (message) => console.info(message),
      error: (message, cause) => console.warn(message, cause),
    });
    loader.track(MASTER_LOADER_ID, 'startup', startup, STARTUP_LOADER_OPTIONS).then((result) => {
      if (result.loggedIn) setRestoredUser(result.user);
      // SPEC §7: after the profile loads, when both a push token and a signed-in user exist.
      const accessToken = result.loggedIn ? result.credentials.accessToken : undefined;
      return registerPushTokenIfDue(result.loggedIn || user !== null, async (token) =>
        (await clientFor(accessToken)).registerPushToken(token),
      );
    });
  }, []);
  return null;
}
