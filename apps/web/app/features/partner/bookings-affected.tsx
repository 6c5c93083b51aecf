import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { formatInstant } from '../../shared/format/format-schedule.ts';
import { SpinnerButton } from '../../shared/ui/spinner-button.tsx';
import type { PartnerFormResult } from './partner-form-result.ts';

/**
 * A change refused because it would leave booked appointments behind (ADR 046): which appointments, that
 * confirming keeps every one of them, and a form that sends the very same change again, confirmed. It is
 * a form of its own (beside the refused one), so it works without JavaScript.
 */
export function BookingsAffected({
  result,
  intent,
}: {
  result: PartnerFormResult | undefined;
  intent: string;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const navigation = useNavigation();
  const affected = result?.intent === intent && !result.ok ? result.affected : undefined;
  if (!affected) return null;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('keepBookings') === 'true';
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h3 id={headingId} className="font-semibold">
        {t('partner.hours.affectedHeading')}
      </h3>
      <ul className="flex flex-col gap-1 text-sm">
        {affected.appointments.map((appointment) => (
          <li key={appointment.id}>
            {t('partner.hours.affectedItem', {
              time: formatInstant(appointment.startsAt, appointment.timeZone, i18n.language),
              service: appointment.serviceName,
              staff: appointment.staffName,
              client: appointment.clientName || t('partner.hours.affectedNoClient'),
            })}
          </li>
        ))}
      </ul>
      <p className="text-sm">{t('partner.hours.affectedKeep')}</p>
      <Form method="post" className="flex flex-col">
        {affected.resend.map(([name, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same field repeats; its place is its identity
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="keepBookings" value="true" />
        <SpinnerButton
          type="submit"
          name="intent"
          value={intent}
          loading={busy}
          className="self-start rounded-full bg-amber-800 px-5 py-2 font-medium text-white hover:bg-amber-900"
        >
          {t('partner.hours.affectedConfirm')}
        </SpinnerButton>
      </Form>
    </section>
  );
}
