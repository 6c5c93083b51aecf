import type { OutgoingEmail } from '@kalendo/db';
import { createTranslator, isSupportedLocale } from '@kalendo/i18n';

type AuthEmailKind = 'verifyEmail' | 'resetPassword';

/** An account email in the user's language (their saved language, English otherwise). */
export function authEmail(
  kind: AuthEmailKind,
  user: { email: string; name: string; locale?: string | null },
  url: string,
): OutgoingEmail {
  const t = createTranslator(isSupportedLocale(user.locale) ? user.locale : 'en');
  return {
    to: user.email,
    subject: t(`emails:${kind}.subject`),
    text: t(`emails:${kind}.body`, { name: user.name, url }),
  };
}
