import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { AuthField } from '../../../shared/auth/auth-field.tsx';
import { FormFooter, useFormOutcome } from '../form-outcome.tsx';
import { PartnerSelect } from '../partner-select.tsx';
import { PartnerTextArea } from '../partner-text-area.tsx';
import type { CalendarFormResult } from './calendar-writes.ts';

/**
 * A client who walks in or calls, booked by the place: service, staff member, day and time on the
 * place's clock, the client's name, phone and notes. A taken time keeps what was typed.
 */
export function WalkInForm({
  placeId,
  date,
  services,
  staff,
  closeHref,
  result,
}: {
  placeId: string;
  date: string;
  services: readonly { id: string; name: string }[];
  staff: readonly { id: string; name: string }[];
  closeHref: string;
  result: CalendarFormResult | undefined;
}) {
  const { t } = useTranslation();
  const { errors, sent, result: mine } = useFormOutcome(result, 'walk-in');
  return (
    <Form
      method="post"
      noValidate
      aria-labelledby="walk-in-heading"
      className="flex flex-col gap-4 rounded-2xl border border-slate-300 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id="walk-in-heading" className="text-lg font-semibold">
          {t('partnerCalendar.walkIn.heading')}
        </h3>
        <Link to={closeHref} className="text-sm font-medium text-brand-800 underline">
          {t('partnerCalendar.detail.close')}
        </Link>
      </div>
      <input type="hidden" name="placeId" value={placeId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PartnerSelect
          name="serviceId"
          label={t('partnerCalendar.detail.service')}
          defaultValue={sent.serviceId}
          error={errors.serviceId}
          options={services.map((service) => ({ value: service.id, label: service.name }))}
        />
        <PartnerSelect
          name="staffId"
          label={t('partnerCalendar.detail.staff')}
          defaultValue={sent.staffId}
          error={errors.staffId}
          options={staff.map((member) => ({ value: member.id, label: member.name }))}
        />
        <AuthField
          name="date"
          type="date"
          label={t('partnerCalendar.date')}
          defaultValue={sent.date ?? date}
          error={errors.date}
          required
        />
        <AuthField
          name="time"
          type="time"
          label={t('partnerCalendar.time')}
          defaultValue={sent.time}
          error={errors.time}
          required
        />
        <AuthField
          name="clientName"
          label={t('partnerCalendar.walkIn.clientName')}
          defaultValue={sent.clientName}
          error={errors.clientName}
          maxLength={120}
          autoComplete="off"
          required
        />
        <AuthField
          name="clientPhone"
          type="tel"
          label={t('partnerCalendar.walkIn.clientPhone')}
          defaultValue={sent.clientPhone}
          error={errors.clientPhone}
          autoComplete="off"
        />
      </div>
      <PartnerTextArea
        name="notes"
        rows={2}
        label={t('partnerCalendar.detail.notes')}
        defaultValue={sent.notes}
        error={errors.notes}
        maxLength={1000}
      />
      <FormFooter result={mine} intent="walk-in" canEdit label={t('partnerCalendar.walkIn.submit')} />
    </Form>
  );
}
