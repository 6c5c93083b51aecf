import type { CalendarFeedStatus } from '@kalendo/contracts';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import type { AppointmentsActionResult } from './appointments-action.ts';
import { CopyField } from './copy-field.tsx';

const FEED_INTENTS = ['feed-create', 'feed-rotate', 'feed-off'];

/**
 * "Calendar feed": the private subscription link of all the user's appointments. A new link is shown once,
 * right after it is made (only its hash is kept); later the section offers a new one or turning it off.
 */
export function CalendarFeedSection({ status, locale }: { status: CalendarFeedStatus; locale: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const rotateDialog = useRef<HTMLDialogElement>(null);
  const offDialog = useRef<HTMLDialogElement>(null);
  const actionResult = useActionData() as AppointmentsActionResult | undefined;
  const result = actionResult && FEED_INTENTS.includes(actionResult.intent) ? actionResult : undefined;
  const created = result?.ok ? result.feed : undefined;
  const creating = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'feed-create';
  const since =
    status.createdAt &&
    dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(status.createdAt));
  return (
    <section
      aria-labelledby="calendar-feed-heading"
      className="rounded-2xl border border-slate-200 p-4 sm:p-6"
    >
      <h2 id="calendar-feed-heading" className="text-xl font-semibold">
        {t('appointments.feed.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('appointments.feed.intro')}</p>
      {result && !result.ok ? (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
          {result.message}
        </p>
      ) : null}
      {result?.ok && result.intent === 'feed-off' ? (
        <p role="status" className="mt-3 rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {t('appointments.feed.turnedOff')}
        </p>
      ) : null}
      {created ? (
        <div className="mt-4 flex flex-col gap-3" data-feed-created>
          <p role="status" className="font-medium text-emerald-900">
            {t('appointments.feed.created')}
          </p>
          <a
            href={created.webcalUrl}
            className="self-start rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
          >
            {t('appointments.feed.subscribe')}
          </a>
          <CopyField label={t('appointments.feed.urlLabel')} value={created.url} />
          <p className="text-sm text-slate-600">{t('appointments.feed.shownOnce')}</p>
        </div>
      ) : null}
      {status.active ? (
        <>
          {!created && since ? (
            <p className="mt-3 text-slate-700">{t('appointments.feed.active', { date: since })}</p>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2 text-sm">
            <button
              type="button"
              onClick={() => rotateDialog.current?.showModal()}
              className="rounded-full border border-slate-300 px-4 py-1.5 hover:bg-slate-100"
            >
              {t('appointments.feed.rotate')}
            </button>
            <button
              type="button"
              onClick={() => offDialog.current?.showModal()}
              className="rounded-full border border-slate-300 px-4 py-1.5 hover:bg-slate-100"
            >
              {t('appointments.feed.turnOff')}
            </button>
          </div>
          <ConfirmDialog
            dialogRef={rotateDialog}
            titleId="feed-rotate-title"
            title={t('appointments.feed.rotateTitle')}
            body={t('appointments.feed.rotateBody')}
            fields={{ intent: 'feed-rotate' }}
            keepLabel={t('appointments.feed.keep')}
            confirmLabel={t('appointments.feed.rotateConfirm')}
          />
          <ConfirmDialog
            dialogRef={offDialog}
            titleId="feed-off-title"
            title={t('appointments.feed.turnOffTitle')}
            body={t('appointments.feed.turnOffBody')}
            fields={{ intent: 'feed-off' }}
            keepLabel={t('appointments.feed.keep')}
            confirmLabel={t('appointments.feed.turnOffConfirm')}
          />
        </>
      ) : (
        <Form method="post" preventScrollReset className="mt-4">
          <input type="hidden" name="intent" value="feed-create" />
          <SpinnerButton
            type="submit"
            loading={creating}
            className="rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
          >
            {t('appointments.feed.create')}
          </SpinnerButton>
        </Form>
      )}
    </section>
  );
}
