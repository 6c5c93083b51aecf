import type { ErrorBody } from '@kalendo/contracts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@kalendo/contracts/password-policy';
import { isSupportedLocale } from '@kalendo/i18n/locales';
import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import type { MessageKey } from '../../lib/i18n.ts';
import { languageCookie } from '../../lib/language-switch.ts';
import { continueWithSession } from '../../shared/auth/auth-outcome.ts';
import { looksLikeEmail } from '../../shared/auth/looks-like-email.ts';
import type { SettingsResult } from '../../shared/settings/settings-result.ts';

const ok = (intent: string, message: MessageKey): SettingsResult => ({ intent, ok: true, message });
const failed = (intent: string, message: MessageKey): SettingsResult => ({ intent, ok: false, message });

/**
 * A refused deletion: the only owner of a business that still has members or bookings is told so by the
 * API, in their language, with the way to its Members page to hand it over (ADR 055).
 */
function deleteRefused(error: ErrorBody['error'], locale: string): SettingsResult {
  const refused = failed('delete', 'auth.errors.failed');
  if (error.code !== 'SOLE_OWNER') return refused;
  const { businessId, business } = (error.details ?? {}) as { businessId?: string; business?: string };
  return {
    ...refused,
    text: error.message,
    ...(businessId && business
      ? { link: { href: `/${locale}/partner/businesses/${businessId}/team`, business } }
      : {}),
  };
}

/** One form per settings section; `intent` says which. Messages are keys of `settings` / `auth.errors`. */
export async function runSettingsAction(
  api: ApiClient,
  form: FormData,
  locale: string,
): Promise<SettingsResult> {
  const intent = String(form.get('intent') ?? '');
  const field = (name: string) => String(form.get(name) ?? '').trim();
  switch (intent) {
    case 'profile': {
      const firstName = field('firstName');
      const lastName = field('lastName');
      if (!firstName || firstName.length > 80) return failed(intent, 'auth.errors.firstName');
      if (!lastName || lastName.length > 80) return failed(intent, 'auth.errors.lastName');
      const result = await api.account('updateUser', {
        name: `${firstName} ${lastName}`,
        firstName,
        lastName,
      });
      return result.status === 200
        ? ok(intent, 'settings.profileSaved')
        : failed(intent, 'auth.errors.failed');
    }
    case 'language': {
      const wanted = field('locale');
      if (!isSupportedLocale(wanted)) return failed(intent, 'auth.errors.failed');
      await api.account('updateUser', { locale: wanted });
      throw redirect(`/${wanted}/settings`, { headers: { 'Set-Cookie': languageCookie(wanted) } });
    }
    case 'password': {
      const newPassword = String(form.get('newPassword') ?? '');
      if (newPassword.length < MIN_PASSWORD_LENGTH || newPassword.length > MAX_PASSWORD_LENGTH) {
        return failed(intent, 'auth.errors.password');
      }
      const result = await api.account('changePassword', {
        currentPassword: String(form.get('currentPassword') ?? ''),
        newPassword,
        revokeOtherSessions: true,
      });
      if (result.status === 200) throw continueWithSession(result, `/${locale}/settings?changed=password`);
      return failed(intent, result.status === 429 ? 'auth.errors.rateLimited' : 'settings.wrongPassword');
    }
    case 'revoke': {
      const result = await api.account('revokeSession', { id: field('sessionId') });
      return result.status === 200
        ? ok(intent, 'settings.sessionEnded')
        : failed(intent, 'auth.errors.failed');
    }
    case 'avatar': {
      const picture = form.get('avatar');
      if (!(picture instanceof Blob) || picture.size === 0) return failed(intent, 'settings.avatarMissing');
      const result = await api.uploadAvatar(picture);
      if (result.ok) return ok(intent, 'settings.avatarSaved');
      if (result.status === 413) return failed(intent, 'settings.avatarTooLarge');
      return failed(intent, result.status === 415 ? 'settings.avatarInvalid' : 'auth.errors.failed');
    }
    case 'notifications': {
      const result = await api.saveNotificationPreferences({
        email: form.get('email') === 'on',
        push: form.get('push') === 'on',
        marketing: form.get('marketing') === 'on',
      });
      return result.ok ? ok(intent, 'settings.notificationsSaved') : failed(intent, 'auth.errors.failed');
    }
    case 'email': {
      const newEmail = field('newEmail');
      if (!looksLikeEmail(newEmail)) return failed(intent, 'auth.errors.email');
      const result = await api.account('changeEmail', {
        newEmail,
        callbackURL: `/${locale}/settings?changed=email`,
      });
      // The API answers alike whether or not the address is taken (no account discovery).
      return result.status === 200
        ? ok(intent, 'settings.emailLinkSent')
        : failed(intent, result.status === 429 ? 'auth.errors.rateLimited' : 'auth.errors.failed');
    }
    case 'verify': {
      const result = await api.account('sendVerificationEmail', {
        email: field('email'),
        callbackURL: `/${locale}/home`,
      });
      return result.status === 200
        ? ok(intent, 'settings.verificationSent')
        : failed(intent, result.status === 429 ? 'auth.errors.rateLimited' : 'auth.errors.failed');
    }
    case 'delete': {
      const result = await api.deleteAccount();
      if (!result.ok) return deleteRefused(result.error, locale);
      throw redirect(`/${locale}/home`, {
        headers: { 'Set-Cookie': 'kalendo.session_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax' },
      });
    }
    default:
      return failed(intent, 'auth.errors.failed');
  }
}
