import type { NotificationDto } from '@kalendo/contracts';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';

function timeOf(instant: string, locale: string, timeZone: string): string {
  return dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(instant));
}

/**
 * One notification: the whole card is the submit button of a form that marks it read and opens where it
 * leads (works without JavaScript). Unread ones say "New" in words, besides their tint and bold title.
 */
export function NotificationItem({
  notification: n,
  read,
  locale,
  timeZone,
  buttonRef,
}: {
  notification: NotificationDto;
  /** Shown as read (it is, or "mark all as read" just succeeded). */
  read: boolean;
  locale: string;
  timeZone: string;
  buttonRef?: Ref<HTMLButtonElement> | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const opening = navigation.formData?.get('intent') === 'open' && navigation.formData.get('id') === n.id;
  const time = timeOf(n.createdAt, locale, timeZone);
  return (
    <li>
      <Form method="post">
        <input type="hidden" name="intent" value="open" />
        <input type="hidden" name="id" value={n.id} />
        <button
          ref={buttonRef}
          type="submit"
          aria-busy={opening}
          disabled={opening}
          data-notification={n.id}
          data-read={read}
          className={`flex w-full items-start gap-3 rounded-2xl border p-4 text-left transition-colors hover:bg-slate-50 disabled:opacity-70 ${
            read ? 'border-slate-200 bg-white' : 'border-brand-300 bg-brand-500/10'
          }`}
        >
          <span
            aria-hidden="true"
            className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${read ? 'bg-transparent' : 'bg-brand-700'}`}
          />
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {!read && (
                <span className="rounded-full bg-brand-800 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
                  {t('notifications.new')}
                </span>
              )}
              <span
                className={`break-words ${read ? 'font-medium text-slate-800' : 'font-bold text-slate-900'}`}
              >
                {n.title}
              </span>
            </span>
            <span className="whitespace-pre-line break-words text-sm text-slate-700">{n.body}</span>
            <span className="flex items-center gap-2 text-xs text-slate-600">
              <time dateTime={n.createdAt}>{time}</time>
              {opening && (
                <>
                  <span
                    aria-hidden="true"
                    className="h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
                  />
                  <span>{t('notifications.opening')}</span>
                </>
              )}
            </span>
          </span>
        </button>
      </Form>
    </li>
  );
}
