import type { InvitationFacts, OutgoingEmail } from '@kalendo/db';
import type { PartnerRole } from '@kalendo/domain';
import { createTranslator, isSupportedLocale, type Locale } from '@kalendo/i18n';
import { escapeHtml } from '../openapi/render-api-reference.ts';

/** The link of an invitation: always on the configured origin, never on the request's `Host` (SECURITY.md). */
export const invitationLink = (origin: string, locale: string, token: string) =>
  `${origin}/${locale}/partner/invitations/${token}`;

/** The invitation e-mail in the language the inviter chose (ADR 049). */
export function teamInvitationEmail(input: {
  origin: string;
  locale: string;
  token: string;
  email: string;
  role: PartnerRole;
  facts: InvitationFacts;
}): OutgoingEmail {
  const locale: Locale = isSupportedLocale(input.locale) ? input.locale : 'en';
  const t = createTranslator(locale);
  const url = invitationLink(input.origin, locale, input.token);
  const values = {
    business: input.facts.businessName,
    inviter: input.facts.inviterName,
    role: t(`emails:teamInvitation.roles.${input.role}`),
  };
  const intro = t('emails:teamInvitation.intro', values);
  const action = t('emails:teamInvitation.action');
  const expiry = t('emails:teamInvitation.expiry');
  const ignore = t('emails:teamInvitation.ignore');
  return {
    to: input.email,
    subject: t('emails:teamInvitation.subject', values),
    text: [intro, '', `${action}\n${url}`, '', expiry, ignore, '', 'Kalendo'].join('\n'),
    html:
      `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>` +
      `<p>${escapeHtml(expiry)} ${escapeHtml(ignore)}</p><p>Kalendo</p>`,
  };
}
