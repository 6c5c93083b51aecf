import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { AuthField } from '../../../shared/auth/auth-field.tsx';
import { FormFooter, useFormOutcome } from '../form-outcome.tsx';
import { PartnerSelect } from '../partner-select.tsx';
import { PartnerTextArea } from '../partner-text-area.tsx';
import type { CalendarFormResult } from './calendar-writes.ts';
import { OutsideHoursWarning } from './outside-hours-warning.tsx';
import { performersOf } from './walk-in-choices.ts';

/**
 * A client who walks in or calls, booked by the place: service, staff member, day and time on the
 * place's clock, the client's name, phone and notes. A taken time keeps what was typed. With scripts, the
 * service narrows the staff members offered and the staff member the services (the server refuses a
 * mismatch either way); a time outside the hours is warned of, then booked anyway if confirmed.
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
  staff: readonly { id: string; name: string; serviceIds: readonly string[] }[];
  closeHref: string;
  result: CalendarFormResult | undefined;
}) {
  const { t } = useTranslation();
  const { errors, sent, result: mine } = useFormOutcome(result, 'walk-in');
  const [chosen, setChosen] = useState({ serviceId: sent.serviceId ?? '', staffId: sent.staffId ?? '' });
  const offered = performersOf(services, staff, chosen);
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
          value={chosen.serviceId}
          onChange={(event) => setChosen({ ...chosen, serviceId: event.target.value })}
          error={errors.serviceId}
          options={[
            { value: '', label: t('partnerCalendar.walkIn.choose') },
            ...offered.services.map((service) => ({ value: service.id, label: service.name })),
          ]}
        />
        <PartnerSelect
          name="staffId"
          label={t('partnerCalendar.detail.staff')}
          value={chosen.staffId}
          onChange={(event) => setChosen({ ...chosen, staffId: event.target.value })}
          error={errors.staffId}
          options={[
            { value: '', label: t('partnerCalendar.walkIn.choose') },
            ...offered.staff.map((member) => ({ value: member.id, label: member.name })),
          ]}
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
      <OutsideHoursWarning result={result} intent="walk-in" />
    </Form>
  );
}
