import type { ComposeSpotGivenEmail } from '@kalendo/db';
import { createTranslator, isSupportedLocale, type Locale } from '@kalendo/i18n';
import { escapeHtml } from '../openapi/render-api-reference.ts';

/**
 * The email to the first on a waitlist who got a freed spot, in their language: which class, where and
 * when on the place's clock, and where to give the spot back in time. Links point at `origin`.
 */
export function composeSpotGivenEmail(origin: string): ComposeSpotGivenEmail {
  return (member, session) => {
    const locale: Locale = isSupportedLocale(member.locale) ? member.locale : 'en';
    const t = createTranslator(locale);
    const when = new Intl.DateTimeFormat(locale, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: session.place.timeZone,
    }).formatRange(session.startsAt, session.endsAt);
    const url = `${origin}/${locale}/appointments`;
    const greeting = t('emails:classSpotGiven.greeting', { name: member.name });
    const news = t('emails:classSpotGiven.news', {
      className: session.name,
      place: session.place.name,
      when,
    });
    const cancel = t('emails:classSpotGiven.cancel');
    return {
      to: member.email,
      subject: t('emails:classSpotGiven.subject', { className: session.name }),
      text: [greeting, '', news, '', cancel, url, '', 'Kalendo'].join('\n'),
      html:
        `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(news)}</p>` +
        `<p>${escapeHtml(cancel)}<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p><p>Kalendo</p>`,
    };
  };
}
