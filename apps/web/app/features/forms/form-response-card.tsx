import type { FormResponseSummaryDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFormInstant } from './form-dates.ts';

/** One form of "My forms": what, for which visit, due when, and the way to fill or read it. */
export function FormResponseCard({ form, locale }: { form: FormResponseSummaryDto; locale: string }) {
  const { t } = useTranslation();
  const zone = form.appointment?.timeZone;
  const action =
    form.state === 'todo' ? t('forms.fill') : form.state === 'draft' ? t('forms.continue') : t('forms.view');
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-semibold">{form.title}</h3>
        <p className="text-sm text-slate-700">{form.businessName}</p>
        {form.appointment ? (
          <p className="text-sm text-slate-700">
            {t('forms.forAppointment', {
              service: form.appointment.serviceName,
              place: form.appointment.placeName,
              date: formatFormInstant(form.appointment.startsAt, locale, zone),
            })}
          </p>
        ) : (
          // Sent and not used by a booking yet: it waits for the next one instead of being needed.
          form.rule === 'before-booking' && (
            <p className="text-sm text-slate-700">
              {form.state === 'done' ? t('forms.readyForBooking') : t('forms.beforeBooking')}
            </p>
          )
        )}
        <p className="mt-1 text-sm font-medium">
          {form.state === 'done' && form.submittedAt
            ? t('forms.sentOn', { date: formatFormInstant(form.submittedAt, locale, zone) })
            : form.state === 'expired'
              ? t('forms.state.expired')
              : [
                  form.state === 'draft' ? t('forms.state.draft') : t('forms.state.todo'),
                  form.dueAt ? t('forms.due', { date: formatFormInstant(form.dueAt, locale, zone) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
        </p>
      </div>
      {form.state !== 'expired' && (
        <Link
          to={`/${locale}/forms/${form.id}`}
          aria-label={`${action}: ${form.title}`}
          className={`shrink-0 self-start rounded-full px-5 py-2 text-center font-medium sm:self-center ${
            form.state === 'done'
              ? 'border border-slate-300 hover:bg-slate-100'
              : 'bg-brand-700 text-white hover:bg-brand-800'
          }`}
        >
          {action}
        </Link>
      )}
    </li>
  );
}
