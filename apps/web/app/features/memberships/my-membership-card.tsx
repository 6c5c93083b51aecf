import type { MyMembershipDto } from '@kalendo/contracts';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import { PlanCoverage } from './plan-card.tsx';

const STATUS_STYLE: Record<MyMembershipDto['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  active: 'bg-emerald-100 text-emerald-900',
  frozen: 'bg-sky-100 text-sky-900',
  expired: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-slate-200 text-slate-800',
};

/**
 * One of the user's memberships: status, visits left, until when, what it covers, its usage history, and
 * pausing, resuming or cancelling it (cancelling after a confirmation); a plan that renews says "renews on"
 * or "ends on" and turns its renewal off or on.
 */
export function MyMembershipCard({ membership }: { membership: MyMembershipDto }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const navigation = useNavigation();
  const dialog = useRef<HTMLDialogElement>(null);
  const { plan, status } = membership;
  const day = dateTimeFormat(locale, { dateStyle: 'long' });
  const dayAndTime = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const busy = (intent: string) =>
    navigation.state !== 'idle' &&
    navigation.formData?.get('intent') === intent &&
    navigation.formData?.get('id') === membership.id;
  const titleId = `membership-${membership.id}`;
  const live = status !== 'cancelled' && status !== 'expired';
  // A plan that renews says which way it goes at the end of the period (ADR 035).
  const periodEndKey = !membership.canChangeAutoRenew
    ? 'memberships.mine.validUntil'
    : membership.autoRenew
      ? 'memberships.mine.renewsOn'
      : 'memberships.mine.endsOn';
  const renewIntent = membership.autoRenew ? 'renew-off' : 'renew-on';
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {plan.name}
          </h2>
          <p className="text-sm text-slate-700">{plan.business.name}</p>
        </div>
        <span className={`rounded-full px-3 py-1 text-sm font-medium ${STATUS_STYLE[status]}`}>
          {t(`memberships.mine.status.${status}`)}
        </span>
      </div>
      <p className="text-lg font-semibold text-slate-900">
        {membership.creditsLeft === null || plan.credits === null
          ? t('memberships.unlimited')
          : t('memberships.mine.creditsLeft', { count: membership.creditsLeft, total: plan.credits })}
      </p>
      {live && status !== 'pending' && (
        <p className="text-slate-700">
          {t(periodEndKey, { date: day.format(new Date(membership.validUntil)) })}
        </p>
      )}
      {status === 'pending' && <p className="text-slate-700">{t('memberships.mine.pendingHint')}</p>}
      {membership.frozenSince && (
        <p className="text-slate-700">
          {t('memberships.mine.frozenSince', { date: day.format(new Date(membership.frozenSince)) })}
        </p>
      )}
      <p className="text-sm text-slate-600">
        <PlanCoverage plan={plan} />
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-slate-800">
          {t('memberships.mine.history')}
        </summary>
        {membership.history.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('memberships.mine.noHistory')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1">
            {membership.history.map((move) => (
              <li key={`${move.at}-${move.reason}`} className="flex justify-between gap-3 text-slate-700">
                <span>
                  {t(`memberships.mine.reason.${move.reason}`)}
                  {move.className && move.sessionStartsAt && (
                    <>
                      {': '}
                      {t('memberships.mine.used', {
                        name: move.className,
                        date: dayAndTime.format(new Date(move.sessionStartsAt)),
                      })}
                    </>
                  )}
                </span>
                <span className="shrink-0 font-medium tabular-nums">
                  {move.change > 0 ? `+${move.change}` : move.change}
                </span>
              </li>
            ))}
          </ul>
        )}
      </details>
      {live && (
        <div className="flex flex-wrap gap-2">
          {(membership.canFreeze || status === 'frozen') && (
            <Form method="post">
              <input type="hidden" name="intent" value={status === 'frozen' ? 'unfreeze' : 'freeze'} />
              <input type="hidden" name="id" value={membership.id} />
              <SpinnerButton
                type="submit"
                loading={busy('freeze') || busy('unfreeze')}
                aria-describedby={titleId}
                className="rounded-full border border-slate-400 px-4 py-1.5 text-sm font-medium hover:bg-slate-100"
              >
                {status === 'frozen' ? t('memberships.mine.unfreeze') : t('memberships.mine.freeze')}
              </SpinnerButton>
            </Form>
          )}
          {membership.canChangeAutoRenew && (
            <Form method="post">
              <input type="hidden" name="intent" value={renewIntent} />
              <input type="hidden" name="id" value={membership.id} />
              <SpinnerButton
                type="submit"
                loading={busy(renewIntent)}
                aria-describedby={titleId}
                className="rounded-full border border-slate-400 px-4 py-1.5 text-sm font-medium hover:bg-slate-100"
              >
                {membership.autoRenew ? t('memberships.mine.renewOff') : t('memberships.mine.renewOn')}
              </SpinnerButton>
            </Form>
          )}
          {membership.canCancel && (
            <button
              type="button"
              onClick={() => dialog.current?.showModal()}
              aria-describedby={titleId}
              className="rounded-full border border-red-700 px-4 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
            >
              {t('memberships.mine.cancel')}
            </button>
          )}
          <ConfirmDialog
            dialogRef={dialog}
            titleId={`${titleId}-dialog`}
            title={t('memberships.mine.cancelTitle')}
            body={`${t('memberships.mine.cancelBody', { name: plan.name, business: plan.business.name })} ${t(
              membership.paymentMethod === 'venue'
                ? 'memberships.mine.cancelRefundVenue'
                : 'memberships.mine.cancelRefundCard',
            )}`}
            fields={{ intent: 'cancel', id: membership.id }}
            keepLabel={t('memberships.mine.keep')}
            confirmLabel={t('memberships.mine.cancel')}
          />
        </div>
      )}
    </li>
  );
}
