import type { NotificationDto } from '@kalendo/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { groupByDay } from '../features/notifications/notification-days.ts';
import { NotificationItem } from '../features/notifications/notification-item.tsx';
import { runNotificationsAction } from '../features/notifications/notifications-action.ts';
import { translatedMeta } from '../lib/page-meta.ts';
import { requestContext } from '../lib/request-context.ts';
import { requireUser } from '../lib/route-guards.ts';
import { useAppendedPages } from '../lib/use-appended-pages.ts';
import { useViewerTimeZone } from '../platform/use-viewer-time-zone.ts';
import { SpinnerButton } from '../shared/ui/spinner-button.tsx';
import { useUnreadNotifications } from '../shell/use-unread-notifications.ts';
import type { Route } from './+types/notifications';

export const middleware: Route.MiddlewareFunction[] = [requireUser];

/** One page of the user's notifications (`?cursor=`: the page after another); a cursor we did not make starts over. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const cursor = new URL(request.url).searchParams.get('cursor') || null;
  const { api } = context.get(requestContext);
  const page = await api.listMyNotifications(cursor ?? undefined);
  if (!page.ok) throw redirect(`/${params.locale}/notifications`);
  return { page: page.data, cursor, now: new Date().toISOString() };
}

/** Open a notification (mark it read, then go where it leads) or mark all as read. */
export async function action({ request, context, params }: Route.ActionArgs) {
  return runNotificationsAction(context.get(requestContext).api, await request.formData(), params.locale);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'notifications.title', 'notifications.description');

export default function Notifications({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = params.locale;
  const navigation = useNavigation();
  const pages = useAppendedPages(loaderData);
  const unread = useUnreadNotifications();
  const viewerZone = useViewerTimeZone();
  // The server cannot know the viewer's clock: UTC until hydrated, then the browser's zone.
  const timeZone = viewerZone ?? 'UTC';
  const allRead = actionData?.intent === 'read-all' && actionData.ok;
  const items: NotificationDto[] = pages.flatMap((p) => p.page.items);
  const nextCursor = pages.at(-1)?.page.nextCursor ?? null;
  const days = groupByDay(items, {
    locale,
    timeZone,
    now: new Date(loaderData.now),
    today: t('notifications.today'),
    yesterday: t('notifications.yesterday'),
  });
  const markingAll = navigation.formData?.get('intent') === 'read-all';
  const loadingMore =
    navigation.state === 'loading' &&
    nextCursor !== null &&
    new URLSearchParams(navigation.location.search).get('cursor') === nextCursor;
  const hasUnread = !allRead && (unread > 0 || items.some((n) => !n.read));

  // After "Load more", focus moves to the first notification it brought (the link is gone or moved).
  const firstNew = useRef<HTMLButtonElement>(null);
  const shownPages = useRef(pages.length);
  useEffect(() => {
    if (pages.length > shownPages.current) firstNew.current?.focus();
    shownPages.current = pages.length;
  }, [pages.length]);
  const firstNewId = pages.length > 1 ? pages.at(-1)?.page.items[0]?.id : undefined;
  // "Mark all as read" goes away once done: focus returns to the heading, and the change is announced.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (allRead) heading.current?.focus();
  }, [allRead]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold">
            {t('notifications.title')}
          </h1>
          <p className="mt-2 text-slate-700">{t('notifications.description')}</p>
        </div>
        {hasUnread && (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <SpinnerButton
              type="submit"
              loading={markingAll}
              className="rounded-full border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-100"
            >
              {markingAll ? t('notifications.markingAllRead') : t('notifications.markAllRead')}
            </SpinnerButton>
          </Form>
        )}
      </div>
      <p role="status" className="sr-only">
        {allRead ? t('notifications.allMarkedRead') : ''}
      </p>
      {actionData && !actionData.ok && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          {actionData.message}
        </p>
      )}
      {loaderData.cursor && pages.length === 1 && (
        <Link to={`/${locale}/notifications`} className="self-start text-brand-800 underline">
          {t('notifications.newest')}
        </Link>
      )}
      {items.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-center">
          <h2 className="text-lg font-semibold">{t('notifications.empty')}</h2>
          <p className="mt-1 text-slate-700">{t('notifications.emptyHint')}</p>
          <Link
            to={`/${locale}/home`}
            className="mt-4 inline-block rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
          >
            {t('notifications.findPlace')}
          </Link>
        </div>
      ) : (
        days.map((day) => (
          <section key={day.key} aria-labelledby={`day-${day.key}`} className="flex flex-col gap-3">
            <h2
              id={`day-${day.key}`}
              className="text-sm font-semibold uppercase tracking-wide text-slate-600"
            >
              {day.label}
            </h2>
            <ul className="flex flex-col gap-3">
              {day.items.map((n) => (
                <NotificationItem
                  key={n.id}
                  notification={n}
                  read={n.read || allRead}
                  locale={locale}
                  timeZone={timeZone}
                  buttonRef={n.id === firstNewId ? firstNew : undefined}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      {nextCursor && (
        <Link
          to={`?cursor=${encodeURIComponent(nextCursor)}`}
          preventScrollReset
          aria-busy={loadingMore}
          className="inline-flex items-center gap-2 self-center rounded-full border border-slate-300 px-5 py-2 hover:bg-slate-100"
        >
          {loadingMore && (
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
            />
          )}
          {loadingMore ? t('notifications.loadingMore') : t('notifications.loadMore')}
        </Link>
      )}
    </div>
  );
}
