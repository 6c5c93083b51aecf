import type { Availability } from '@kalendo/contracts';
import { type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { formatLocalDate, formatWallTime } from '../../shared/format/format-schedule.ts';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import { groupByDayPart } from './day-parts.ts';

type Slot = Availability['slots'][number];

/** The form's submit buttons: moving an appointment, or booking (straight away, or into the basket). */
const RESCHEDULE_ACTIONS = [
  { intent: 'reschedule', label: 'booking.moveAppointment', primary: true },
] as const;
const BOOKING_ACTIONS = [
  { intent: 'book', label: 'booking.bookNow', primary: true },
  { intent: 'add', label: 'booking.addToBasket', primary: false },
] as const;

const primary = 'rounded-full bg-brand-800 px-5 py-2.5 font-medium text-white hover:bg-brand-700';
const secondary =
  'rounded-full border border-brand-800 px-5 py-2.5 font-medium text-brand-800 hover:bg-cyan-50';

/**
 * The free times of the chosen day as radio buttons grouped by part of the day, and the submit buttons:
 * "Add to basket" and "Book now", or "Move my appointment" when rescheduling. A plain POST form.
 */
export function TimePicker({
  day,
  slots,
  fields,
  rescheduling,
  headingRef,
  initialStart = null,
}: {
  day: string | null;
  slots: readonly Slot[];
  /** Hidden fields: staff, idempotency key, appointment. */
  fields: Record<string, string>;
  rescheduling: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  /** A start chosen by the link that led here. */
  initialStart?: string | null;
}) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const [chosen, setChosen] = useState<string | null>(initialStart);
  const vanished = chosen !== null && !slots.some((slot) => slot.start === chosen);
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const date = day ? formatLocalDate(day, i18n.language, true) : '';
  return (
    <section aria-labelledby="times-heading" className="mt-6">
      <h2 id="times-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {day ? t('booking.timesOn', { date }) : t('booking.times')}
      </h2>
      <p aria-live="polite" className="mt-1 text-sm text-slate-600">
        {day ? t('booking.freeTimesCount', { count: slots.length, date }) : t('booking.noFreeDays')}
      </p>
      {vanished && (
        <p role="alert" className="mt-2 rounded-xl bg-amber-50 px-4 py-3 text-amber-900">
          {t('booking.timeVanished')}
        </p>
      )}
      <Form method="post" preventScrollReset className="mt-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {groupByDayPart(slots).map((group) => (
          <fieldset key={group.part} className="mt-3">
            <legend className="text-sm font-medium text-slate-700">
              {t(`booking.dayPart.${group.part}`)}
            </legend>
            <div className="mt-2 grid grid-cols-[repeat(auto-fill,minmax(5.25rem,1fr))] gap-2">
              {group.slots.map((slot) => (
                <label key={slot.start}>
                  <input
                    type="radio"
                    name="start"
                    value={slot.start}
                    required
                    defaultChecked={slot.start === initialStart}
                    onChange={() => setChosen(slot.start)}
                    className="peer sr-only"
                  />
                  <span className="block cursor-pointer whitespace-nowrap rounded-lg border border-slate-300 px-1 py-2 text-center text-sm font-medium tabular-nums peer-checked:border-brand-800 peer-checked:bg-brand-800 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:border-brand-700">
                    {formatWallTime(slot.localStart.slice(11, 16), i18n.language)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {slots.length > 0 && (
          // Above the bottom bar, and above the cookie banner while it shows (its space, see cookie-banner.tsx).
          <div className="sticky bottom-[max(4rem,calc(var(--cookie-banner-space,0px)_+_0.5rem))] mt-5 flex flex-wrap gap-2 bg-white/95 py-2 md:static md:bottom-auto">
            {(rescheduling ? RESCHEDULE_ACTIONS : BOOKING_ACTIONS).map((action) => (
              <SpinnerButton
                key={action.intent}
                type="submit"
                name="intent"
                value={action.intent}
                loading={busy(action.intent)}
                className={action.primary ? primary : secondary}
              >
                {t(action.label)}
              </SpinnerButton>
            ))}
          </div>
        )}
      </Form>
    </section>
  );
}
