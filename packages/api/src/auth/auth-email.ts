import type { OutgoingEmail } from '@kalendo/db';
import { createTranslator, isSupportedLocale, type Locale } from '@kalendo/i18n';

type AuthEmailKind = 'verifyEmail' | 'resetPassword' | 'accountExists';

type AuthEmailUser = { email: string; name: string; locale?: string | null };

/** The language of a user's account emails: their saved language, English otherwise. */
export function emailLocaleOf(user: AuthEmailUser): Locale {
  return isSupportedLocale(user.locale) ? user.locale : 'en';
}

/**
 * An account email in the user's language. `links` fill the body's placeholders: `url` for verification
 * and reset, `signInUrl` and `resetUrl` for the notice that the address already has an account.
 */
export function authEmail(
  kind: AuthEmailKind,
  user: AuthEmailUser,
  links: Record<string, string>,
): OutgoingEmail {
  const t = createTranslator(emailLocaleOf(user));
  return {
    to: user.email,
    subject: t(`emails:${kind}.subject`),
    text: t(`emails:${kind}.body`, { name: user.name, ...links }),
  };
}
