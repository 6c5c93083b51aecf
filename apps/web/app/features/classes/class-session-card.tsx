import type { ClassSession, MyMembershipDto } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { useWidgetPath } from '../../lib/widget-path.ts';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import { ClassSessionDetails } from './class-session-details.tsx';

/** What the visitor can do with a session now: book it, join its waitlist, or nothing (full). */
function offerOf(session: ClassSession): 'book' | 'waitlist' | 'full' {
  if (session.spotsLeft > 0) return 'book';
  return session.waitlist.waiting < session.waitlist.capacity ? 'waitlist' : 'full';
}

/** One session of the timetable: when, what, where, who teaches, spots left, price, and its action. */
export function ClassSessionCard({
  session,
  memberships = [],
}: {
  session: ClassSession;
  /** The user's memberships that can pay for it: offered in a "Pay with" choice, the first chosen. */
  memberships?: MyMembershipDto[];
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigation = useNavigation();
  const time = dateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: session.place.timeZone,
  });
  const offer = offerOf(session);
  const price = formatMoney(session.price.amountMinor, session.price.currency, locale);
  const posting = navigation.state !== 'idle' && navigation.formData?.get('sessionId') === session.id;
  const addingToBasket = posting && navigation.formData?.get('intent') === 'basket';
  const busy = posting && !addingToBasket;
  const headingId = `class-${session.id}`;
  // In a business's widget the place's page is the widget's own (ADR 019).
  const placePage = useWidgetPath()(`/${locale}/location/${session.place.slug}`);
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
      >
        <p className="shrink-0 text-lg font-semibold tabular-nums text-slate-900 sm:w-32">
          <time dateTime={session.startsAt}>{time.format(new Date(session.startsAt))}</time>
          <span className="block text-sm font-normal text-slate-600">
            {t('classes.minutes', { count: session.durationMinutes })}
          </span>
        </p>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {session.name}
          </h3>
          <p className="text-sm text-slate-700">
            {placePage ? (
              <Link to={placePage} className="underline-offset-2 hover:underline">
                {session.place.name}
              </Link>
            ) : (
              session.place.name
            )}
            {' · '}
            {session.place.city}
          </p>
          {session.instructor && (
            <p className="text-sm text-slate-600">{t('classes.with', { name: session.instructor.name })}</p>
          )}
          <p className="text-sm text-slate-600">{t(`classes.levels.${session.level}`)}</p>
          <p className="text-sm text-slate-700">
            {offer === 'book'
              ? t('classes.spotsLeft', { count: session.spotsLeft, capacity: session.capacity })
              : t('classes.full')}
            {' · '}
            {memberships.length > 0 ? t('memberships.covered') : price}
          </p>
          <ClassSessionDetails session={session} />
        </div>
        {offer === 'full' ? (
          <p className="text-sm font-medium text-slate-600">{t('classes.noPlaceLeft')}</p>
        ) : (
          <Form method="post" className="flex shrink-0 flex-col gap-2">
            <input type="hidden" name="sessionId" value={session.id} />
            {memberships.length > 0 && (
              <label className="flex flex-col gap-1 text-sm font-medium">
                {t('memberships.payWith')}
                <select name="membershipId" className="rounded-lg border border-slate-300 p-2 font-normal">
                  {memberships.map((membership) => (
                    <option key={membership.id} value={membership.id}>
                      {t('memberships.useMembership', {
                        name: membership.plan.name,
                        left:
                          membership.creditsLeft === null
                            ? t('memberships.unlimitedShort')
                            : t('memberships.visitsLeft', { count: membership.creditsLeft }),
                      })}
                    </option>
                  ))}
                  <option value="">{t('memberships.payAtVenueOption', { price })}</option>
                </select>
              </label>
            )}
            <SpinnerButton
              type="submit"
              loading={busy}
              aria-describedby={headingId}
              className={
                offer === 'book'
                  ? 'w-full rounded-full bg-cyan-700 px-5 py-2 font-medium text-white hover:bg-cyan-800 sm:w-auto'
                  : 'w-full rounded-full border border-cyan-700 px-5 py-2 font-medium text-cyan-800 hover:bg-cyan-50 sm:w-auto'
              }
            >
              {offer === 'book' ? t('classes.book') : t('classes.joinWaitlist')}
            </SpinnerButton>
            {offer === 'book' && (
              <SpinnerButton
                type="submit"
                name="intent"
                value="basket"
                loading={addingToBasket}
                aria-describedby={headingId}
                className="w-full rounded-full border border-cyan-700 px-5 py-2 font-medium text-cyan-800 hover:bg-cyan-50 sm:w-auto"
              >
                {t('classes.addToBasket')}
              </SpinnerButton>
            )}
          </Form>
        )}
      </article>
    </li>
  );
}
