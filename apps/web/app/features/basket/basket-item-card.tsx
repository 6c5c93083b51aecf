import type { BasketItem } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { AlternativeTimes } from '../../shared/booking/alternative-times.tsx';
import { formatDuration, formatInstant } from '../../shared/format/format-schedule.ts';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';

const STATUS_CLASS: Record<BasketItem['status'], string> = {
  available: 'bg-emerald-50 text-emerald-900',
  unavailable: 'bg-amber-50 text-amber-900',
  gone: 'bg-red-50 text-red-900',
};

/**
 * One basket item: service and staff (or class and teacher), time at the place, length, price and status,
 * with its actions.
 */
export function BasketItemCard({
  item,
  problem,
  covered = false,
  form,
}: {
  item: BasketItem;
  problem?: string | undefined;
  /** Paid with the membership chosen at checkout: the price shows as covered. */
  covered?: boolean;
  /** The form its service asks before booking, if any. */
  form?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const removing =
    navigation.state === 'submitting' &&
    navigation.formData?.get('intent') === 'remove' &&
    navigation.formData.get('id') === item.id;
  const time = dateTimeFormat(i18n.language, { timeStyle: 'short', timeZone: item.timeZone });
  return (
    <li className="py-4" data-basket-item={item.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{item.serviceName}</h3>
          <p className="text-sm text-slate-700">
            {item.kind === 'class' && (
              <>
                {t('basket.classSpot')}
                {item.staffName && <span aria-hidden="true"> · </span>}
              </>
            )}
            {item.staffName
              ? t('appointments.withStaff', { name: item.staffName })
              : item.kind === 'service' && t('booking.anyStaff')}
          </p>
        </div>
        <span className={`rounded-full px-3 py-0.5 text-sm ${STATUS_CLASS[item.status]}`}>
          {t(`basket.status.${item.status}`)}
        </span>
      </div>
      {/* A gone item (its place or session no longer offered) has no price to show: only the notice below. */}
      {item.status !== 'gone' && (
        <p className="mt-1 text-sm">
          <time dateTime={item.start}>
            {formatInstant(item.start, item.timeZone, i18n.language)}–{time.format(new Date(item.end))}
          </time>
          <span aria-hidden="true"> · </span>
          {formatDuration(item.durationMinutes, i18n.language)}
          <span aria-hidden="true"> · </span>
          {covered ? (
            <>
              <s className="text-slate-600">{formatMoney(item.priceMinor, item.currency, i18n.language)}</s>{' '}
              <span className="font-semibold text-emerald-800">{t('memberships.covered')}</span>
            </>
          ) : (
            <span className="font-semibold">
              {formatMoney(item.priceMinor, item.currency, i18n.language)}
            </span>
          )}
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {problem}
        </p>
      )}
      {item.status === 'unavailable' && item.kind === 'class' && (
        <p className="mt-2 text-sm text-amber-900">{t('basket.classUnavailable')}</p>
      )}
      {item.status === 'unavailable' && item.kind === 'service' && (
        <>
          <p className="mt-2 text-sm text-amber-900">
            {t(item.alternatives.length > 0 ? 'basket.unavailableWithAlternatives' : 'basket.unavailable')}
          </p>
          <AlternativeTimes
            alternatives={item.alternatives}
            timeZone={item.timeZone}
            fields={{ intent: 'change', id: item.id }}
            labelKey="basket.changeTo"
          />
        </>
      )}
      {item.status === 'gone' && <p className="mt-2 text-sm text-red-800">{t('basket.gone')}</p>}
      {form}
      <Form method="post" preventScrollReset className="mt-2">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="id" value={item.id} />
        <SpinnerButton
          type="submit"
          loading={removing}
          aria-label={t('basket.removeItem', { service: item.serviceName })}
          className="rounded-full border border-red-200 px-3 py-1 text-sm font-medium text-red-800 hover:bg-red-50"
        >
          {t('basket.remove')}
        </SpinnerButton>
      </Form>
    </li>
  );
}
