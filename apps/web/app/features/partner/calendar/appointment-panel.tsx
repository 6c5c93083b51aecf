import type { CalendarAppointmentDto } from '@kalendo/contracts';
import { decideMark } from '@kalendo/domain';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { AuthField } from '../../../shared/auth/auth-field.tsx';
import { SpinnerButton } from '../../../shared/ui/spinner-button.tsx';
import { FormFooter, useFormOutcome } from '../form-outcome.tsx';
import { PartnerSelect } from '../partner-select.tsx';
import { PartnerTextArea } from '../partner-text-area.tsx';
import type { CalendarFormats } from './calendar-format.ts';
import { type CalendarFormResult, MARKS } from './calendar-writes.ts';
import { OutsideHoursWarning } from './outside-hours-warning.tsx';

const button = 'rounded-full border border-slate-300 px-4 py-2 font-medium hover:bg-slate-100';

/**
 * One appointment's details and, for a member who may edit, what the place can do with it: mark the
 * client arrived, the visit completed or a no-show (those its state allows now), move it, or cancel it
 * with a reason the client is told (asked, then confirmed).
 */
export function AppointmentPanel({
  appointment,
  staff,
  staffName,
  date,
  time,
  formats,
  closeHref,
  selfHref,
  canEdit,
  now,
  result,
}: {
  appointment: CalendarAppointmentDto;
  /** Staff members of the place who perform the appointment's service. */
  staff: readonly { id: string; name: string }[];
  staffName: string;
  /** The appointment's start on the place's clock. */
  date: string;
  time: string;
  formats: CalendarFormats;
  closeHref: string;
  /** This appointment's address (the cancellation's "keep it"). */
  selfHref: string;
  canEdit: boolean;
  now: number;
  result: CalendarFormResult | undefined;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const move = useFormOutcome(result, 'move');
  const cancel = useFormOutcome(result, 'cancel');
  const markOutcome = result && MARKS.includes(result.intent as never) ? result : undefined;
  const open = appointment.status === 'booked';
  const marks = MARKS.filter(
    (mark) =>
      decideMark(
        {
          status: appointment.status,
          arrivedAt: appointment.arrivedAt ? new Date(appointment.arrivedAt) : null,
          startsAt: new Date(appointment.startsAt),
        },
        mark,
        new Date(now),
      ).ok,
  );
  const hidden = <input type="hidden" name="appointmentId" value={appointment.id} />;
  return (
    <section
      aria-labelledby="appointment-heading"
      className="flex flex-col gap-5 rounded-2xl border border-slate-300 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id="appointment-heading" tabIndex={-1} className="text-lg font-semibold">
          {appointment.service.name} · {appointment.client.name}
        </h3>
        <Link to={closeHref} className="text-sm font-medium text-brand-800 underline">
          {t('partnerCalendar.detail.close')}
        </Link>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{t('partnerCalendar.detail.client')}</dt>
        <dd>
          {appointment.client.name}
          {appointment.client.kind === 'walk-in' ? ` (${t('partnerCalendar.detail.walkIn')})` : ''}
          {appointment.client.phone ? (
            <>
              {' · '}
              <a href={`tel:${appointment.client.phone}`} className="underline">
                {appointment.client.phone}
              </a>
            </>
          ) : null}
        </dd>
        <dt className="font-medium text-slate-700">{t('partnerCalendar.detail.service')}</dt>
        <dd>{appointment.service.name}</dd>
        <dt className="font-medium text-slate-700">{t('partnerCalendar.detail.staff')}</dt>
        <dd>{staffName}</dd>
        <dt className="font-medium text-slate-700">{t('partnerCalendar.detail.time')}</dt>
        <dd>
          {formats.day(date)}, {formats.span(appointment.startsAt, appointment.endsAt)}
        </dd>
        <dt className="font-medium text-slate-700">{t('partnerCalendar.detail.status')}</dt>
        <dd>
          {t(`partnerCalendar.status.${appointment.status}`)}
          {appointment.arrivedAt
            ? ` · ${t('partnerCalendar.detail.arrivedAt', { time: formats.time(appointment.arrivedAt) })}`
            : ''}
        </dd>
        {appointment.notes ? (
          <>
            <dt className="font-medium text-slate-700">{t('partnerCalendar.detail.notes')}</dt>
            <dd className="whitespace-pre-line">{appointment.notes}</dd>
          </>
        ) : null}
      </dl>
      {canEdit && open ? (
        <>
          {marks.length > 0 ? (
            <Form
              method="post"
              className="flex flex-wrap gap-2"
              aria-label={t('partnerCalendar.detail.marks')}
            >
              {hidden}
              {marks.map((mark) => (
                <SpinnerButton
                  key={mark}
                  type="submit"
                  name="intent"
                  value={mark}
                  loading={busy(mark)}
                  className={button}
                >
                  {t(`partnerCalendar.mark.${mark}`)}
                </SpinnerButton>
              ))}
            </Form>
          ) : null}
          {markOutcome && !markOutcome.ok ? (
            <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-red-900">
              {markOutcome.message ?? t('partner.errors.failed')}
            </p>
          ) : null}
          <Form method="post" noValidate className="flex flex-col gap-3" aria-labelledby="move-heading">
            <h4 id="move-heading" className="font-semibold">
              {t('partnerCalendar.move.heading')}
            </h4>
            {hidden}
            <input type="hidden" name="currentStart" value={appointment.startsAt} />
            <input type="hidden" name="currentStaffId" value={appointment.staffId} />
            <div className="grid gap-3 sm:grid-cols-3">
              <AuthField
                name="date"
                type="date"
                label={t('partnerCalendar.date')}
                defaultValue={move.sent.date ?? date}
                error={move.errors.date}
                required
              />
              <AuthField
                name="time"
                type="time"
                label={t('partnerCalendar.time')}
                defaultValue={move.sent.time ?? time}
                error={move.errors.time}
                required
              />
              <PartnerSelect
                name="staffId"
                label={t('partnerCalendar.detail.staff')}
                defaultValue={move.sent.staffId ?? appointment.staffId}
                error={move.errors.staffId}
                options={staff.map((member) => ({ value: member.id, label: member.name }))}
              />
            </div>
            <FormFooter
              result={move.result}
              intent="move"
              canEdit={canEdit}
              label={t('partnerCalendar.move.submit')}
            />
            <OutsideHoursWarning result={result} intent="move" />
          </Form>
          <Form method="post" noValidate className="flex flex-col gap-3" aria-labelledby="cancel-heading">
            <h4 id="cancel-heading" className="font-semibold">
              {t('partnerCalendar.cancel.heading')}
            </h4>
            {hidden}
            {result?.confirmCancel ? (
              <div role="alert" className="flex flex-col gap-3 rounded-xl bg-red-50 px-4 py-3 text-red-950">
                <p>{t('partnerCalendar.cancel.confirmBody', { name: appointment.client.name })}</p>
                <blockquote className="border-l-4 border-red-300 pl-3 italic">
                  {cancel.sent.reason}
                </blockquote>
                <input type="hidden" name="reason" value={cancel.sent.reason ?? ''} />
                <input type="hidden" name="confirmed" value="yes" />
                <div className="flex flex-wrap gap-2">
                  <SpinnerButton
                    type="submit"
                    name="intent"
                    value="cancel"
                    loading={busy('cancel')}
                    className="rounded-full bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
                  >
                    {t('partnerCalendar.cancel.confirm')}
                  </SpinnerButton>
                  <Link to={selfHref} className={button}>
                    {t('partnerCalendar.cancel.keep')}
                  </Link>
                </div>
              </div>
            ) : (
              <>
                <PartnerTextArea
                  name="reason"
                  rows={2}
                  label={t('partnerCalendar.cancel.reason')}
                  defaultValue={cancel.sent.reason}
                  error={cancel.errors.reason}
                  maxLength={500}
                  required
                />
                <FormFooter
                  result={cancel.result}
                  intent="cancel"
                  canEdit={canEdit}
                  label={t('partnerCalendar.cancel.submit')}
                />
              </>
            )}
          </Form>
        </>
      ) : null}
    </section>
  );
}
