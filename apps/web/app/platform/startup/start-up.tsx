import { useEffect } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { useRootData } from '../../lib/root-data.ts';
import { useSession } from '../../lib/session-context.tsx';
import { MASTER_LOADER_ID, STARTUP_LOADER_OPTIONS } from '../../shared/ui/loader/loader-constants.ts';
import { useLoaderService } from '../../shared/ui/loader/loader-context.tsx';
import { addAppleSplashLinks } from '../apple-splash/apple-splash-screens.ts';
import { browserApi, rememberCredentialsForRequests } from '../browser-api.ts';
import { reportError, reportingLog } from '../error-reporting/report-error.ts';
import { removeWhenReady } from '../native/native-plugin.ts';
import { hideSplashScreen } from '../native/splash-screen.ts';
import { useNativeShell } from '../native/use-native-shell.ts';
import { isNativePlatform } from '../native-platform.ts';
import { registerPushTokenIfDue } from '../push/register-push-token.ts';
import { refreshWebPushSubscription } from '../push/web-push.ts';
import { browserOfflinePagesDevice, keepOfflinePagesFor } from '../service-worker/offline-pages-owner.ts';
import { appUrlPlugin, followDeepLink } from './deep-links.ts';
import { localCredentialStore } from './local-credential-store.ts';
import { runStartup } from './run-startup.ts';

/** Runs the start-up sequence once in the browser, under the master loader (SPEC §4, §9). */
export function StartUp() {
  const root = useRootData();
  const loader = useLoaderService();
  const revalidator = useRevalidator();
  const { setRestoredUser, user } = useSession();
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: one listener for the app's lifetime.
  useEffect(() => {
    const plugin = appUrlPlugin();
    if (!root || !plugin) return;
    const listening = plugin.addListener('appUrlOpen', ({ url }) => {
      void followDeepLink(url, {
        origin: root.origin,
        navigate: (path) => navigate(path),
        fallback: `/${root.locale}/home`,
        report: (error) => reportError(error, 'deep link'),
      });
    });
    return () => removeWhenReady(listening);
  }, []);
  useNativeShell(root);
  // iOS reads an app's launch images when the page is added to the home screen (issue 20).
  useEffect(() => {
    if (!isNativePlatform()) addAppleSplashLinks(document, navigator);
  }, []);
  // The pages kept offline are the signed-in user's only: checked at each page load and each change of user.
  const userId = user?.id ?? null;
  useEffect(() => {
    const device = browserOfflinePagesDevice();
    if (!device) return;
    keepOfflinePagesFor(userId, device).catch((error: unknown) =>
      reportingLog.warn('The pages kept offline could not be checked', error),
    );
  }, [userId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: start-up runs once per page load.
  useEffect(() => {
    if (!root) return;
    // The server's answer for this page (its user, or its overlay's: ADR 040); nothing is restored yet.
    const serverUser = user;
    const startup = runStartup({
      credentials: localCredentialStore,
      loadProfile: async (credentials) => {
        rememberCredentialsForRequests(credentials);
        const api = await browserApi(root);
        const profile = await api.getProfile();
        // On the web the server renders the pages: it gets the same session as its cookie (ADR 014). The
        // native app and the SPA build send the saved login with every request instead.
        if (!isNativePlatform() && !serverUser) {
          const exchanged = await api.exchangeSessionCookie();
          if (!exchanged.ok) throw new Error('the saved login was not taken for a session');
        }
        return profile;
      },
      log: (message) => console.info(message),
      error: (message, cause) => console.warn(message, cause),
    });
    loader.track(MASTER_LOADER_ID, 'startup', startup, STARTUP_LOADER_OPTIONS).then((result) => {
      // The first page is there: the native splash fades out (SPEC §9).
      hideSplashScreen().catch((error: unknown) => reportingLog.warn('The splash screen stayed', error));
      if (result.loggedIn) {
        setRestoredUser(result.user);
        // The server now knows the user: a guarded page it sent to sign-in opens (sign-in goes on to it).
        if (!serverUser && !isNativePlatform()) void revalidator.revalidate();
      } else {
        rememberCredentialsForRequests(null);
      }
      const signedIn = result.loggedIn || user !== null;
      // SPEC §7: after the profile loads, when both a push token and a signed-in user exist.
      if (signedIn && !isNativePlatform())
        void browserApi(root)
          .then(refreshWebPushSubscription)
          .catch((error: unknown) => reportingLog.warn('Web Push registration failed', error));
      // The native app asks for its device token (FCM, APNs) once someone is signed in; its code loads only there.
      const deviceToken =
        signedIn && isNativePlatform()
          ? import('../native/push-notifications.ts')
              .then(({ saveNativePushToken }) => saveNativePushToken())
              .catch((error: unknown) => reportingLog.warn('Native push registration failed', error))
          : Promise.resolve();
      return deviceToken.then(() =>
        registerPushTokenIfDue(signedIn, async (token) => (await browserApi(root)).registerPushToken(token)),
      );
    });
  }, []);
  return null;
}
