import { rememberCredentialsForRequests } from '../browser-api.ts';
import { forgetPushTokenRegistration } from '../push/register-push-token.ts';
import { forgetOfflinePages } from '../service-worker/offline-routes.ts';
import { localCredentialStore } from './local-credential-store.ts';
import type { CredentialStore } from './run-startup.ts';

/**
 * Logout in this browser (SPEC §4): the saved login is removed from every place it is kept (the store the
 * next start-up reads, the requests of this page) with what this device keeps about the user (the record of
 * the push token's registration, the pages kept for offline reading). The session itself and the basket end on the server (`/sign-out`).
 */
export async function forgetLogin(store: CredentialStore = localCredentialStore): Promise<void> {
  rememberCredentialsForRequests(null);
  forgetPushTokenRegistration();
  await Promise.all([store.clear(), forgetOfflinePages()]);
}
