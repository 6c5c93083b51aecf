import { ClassSessionPatchSchema, ClassSessionTeacherSchema } from '@kalendo/contracts';
import { dateTimeFormat } from '@kalendo/i18n/intl-formats';
import { useTranslation } from 'react-i18next';
import { data, Form, Link } from 'react-router';
import { numberOf, textOf } from '../../features/partner/form-fields.ts';
import { FormFooter, useFormOutcome } from '../../features/partner/form-outcome.tsx';
import { MoveSessionForm } from '../../features/partner/move-session-form.tsx';
import {
  formAnswered,
  formRefused,
  type PartnerFormResult,
  submitChecked,
} from '../../features/partner/partner-form-result.ts';
import { partnerReads } from '../../features/partner/partner-reads.ts';
import { PartnerTextArea } from '../../features/partner/partner-text-area.tsx';
import { SessionTeacherForm } from '../../features/partner/session-teacher-form.tsx';
import { zonedInstant } from '../../features/partner/zoned-instant.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { translatedMeta } from '../../lib/page-meta.ts';
import { requestContext } from '../../lib/request-context.ts';
import { AuthField } from '../../shared/auth/auth-field.tsx';
import type { Route } from './+types/partner-class-session';
import { usePartnerSetup } from './partner-setup-data.ts';

/**
 * A session with who booked it and who waits, on its place's clock (the business's places carry their
 * clocks); another business's session is not found.
 */
function sessionOnItsClock(
  people: Awaited<ReturnType<ApiClient['getSessionPeople']>>,
  business: { places: readonly { id: string; timeZone: string }[] } | null,
) {
  if (!people || !business) throw data(null, { status: 404 });
  const place = business.places.find((candidate) => candidate.id === people.session.placeId);
  return { ...people, timeZone: place?.timeZone ?? 'UTC' };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { api } = context.get(requestContext);
  // The business is the layout's read of this request: no second call for the clock.
  const reads = partnerReads(context, params.businessId);
  const [people, business, staff] = await Promise.all([
    api.getSessionPeople(params.businessId, params.sessionId),
    reads.business(),
    reads.staff(),
  ]);
  const found = sessionOnItsClock(people, business);
  // The teachers a session can have: its place's staff.
  const teachers = staff
    .filter((member) => member.placeId === found.session.placeId)
    .map(({ id, name }) => ({ id, name }));
  return { ...found, teachers };
}

/**
 * Moves the session to a date and time on its place's clock (`intent=move`), gives it another teacher
 * (`intent=teacher`), changes capacity and waitlist (`intent=update`) or cancels with a reason, once
 * confirmed (`intent=cancel`).
 */
export async function action({ request, context, params }: Route.ActionArgs): Promise<PartnerFormResult> {
  const form = await request.formData();
  const { api } = context.get(requestContext);
  const intent = textOf(form, 'intent');
  if (intent === 'cancel') {
    const reason = textOf(form, 'reason');
    const errors = {
      ...(reason === '' ? { reason: 'partner.errors.required' as const } : {}),
      ...(form.get('confirm') === 'on' ? {} : { confirm: 'partner.errors.required' as const }),
    };
    if (Object.keys(errors).length > 0) return formRefused(intent, form, errors);
    return formAnswered(
      intent,
      form,
      await api.cancelClassSession(params.businessId, params.sessionId, reason),
    );
  }
  if (intent === 'move') {
    const date = textOf(form, 'date');
    const time = textOf(form, 'time');
    // The place's clock as the server knows it, never as the form says (read afresh: an action's own reads).
    const [people, business] = await Promise.all([
      api.getSessionPeople(params.businessId, params.sessionId),
      api.getPartnerBusiness(params.businessId),
    ]);
    const { timeZone } = sessionOnItsClock(people, business);
    const startsAt = zonedInstant(date, time, timeZone);
    if (!startsAt)
      return formRefused(intent, form, {
        ...(/^\d{4}-\d{2}-\d{2}$/.test(date) ? {} : { date: 'partner.errors.invalid' as const }),
        time: 'partner.errors.invalid',
      });
    return submitChecked(intent, form, ClassSessionPatchSchema.safeParse({ startsAt }), (patch) =>
      api.updateClassSession(params.businessId, params.sessionId, patch),
    );
  }
  if (intent === 'teacher')
    return submitChecked(
      intent,
      form,
      ClassSessionTeacherSchema.safeParse({ staffId: textOf(form, 'staffId') }),
      (input) => api.assignClassTeacher(params.businessId, params.sessionId, input.staffId),
    );
  if (intent !== 'update') throw data(null, { status: 400 });
  const parsed = ClassSessionPatchSchema.safeParse({
    capacity: numberOf(form, 'capacity'),
    waitlistCapacity: numberOf(form, 'waitlistCapacity'),
  });
  return submitChecked(intent, form, parsed, (patch) =>
    api.updateClassSession(params.businessId, params.sessionId, patch),
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  translatedMeta(matches, 'partnerClasses.session.title');

export default function PartnerClassSession({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { canEdit } = usePartnerSetup();
  const { session, attendees, waitlist, timeZone, teachers } = loaderData;
  const update = useFormOutcome(actionData, 'update');
  const cancel = useFormOutcome(actionData, 'cancel');
  const when = dateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short', timeZone });
  const open = session.cancelledAt === null && Date.parse(session.startsAt) > Date.now();
  const person = (item: (typeof attendees)[number]) => (
    <li key={item.id} className="flex flex-col rounded-xl border border-slate-200 bg-white px-4 py-2">
      <span className="break-words font-medium">{item.name}</span>
      <span className="break-all text-sm text-slate-600">
        {item.email}
        {item.paidByMembership ? ` · ${t('partnerClasses.session.byMembership')}` : ''}
      </span>
    </li>
  );
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-1">
        <Link
          to={`..?place=${session.placeId}`}
          relative="path"
          className="text-sm font-medium text-brand-800 underline"
        >
          {t('partnerClasses.timetable.title')}
        </Link>
        <h2 className="text-2xl font-semibold">{session.className}</h2>
        <p className="text-slate-700">
          {when.format(new Date(session.startsAt))} ·{' '}
          {session.staffName ?? t('partnerClasses.timetable.noTeacher')}
        </p>
        <p className="text-slate-700">
          {session.cancelledAt
            ? t('partnerClasses.timetable.cancelled')
            : t('partnerClasses.timetable.spots', {
                booked: session.bookedCount,
                capacity: session.capacity,
              })}
        </p>
      </div>
      <section aria-labelledby="attendees-heading" className="flex flex-col gap-2">
        <h3 id="attendees-heading" className="text-lg font-semibold">
          {t('partnerClasses.session.attendees', { count: attendees.length })}
        </h3>
        {attendees.length === 0 ? (
          <p className="text-slate-700">{t('partnerClasses.session.noAttendees')}</p>
        ) : (
          <ol className="flex flex-col gap-2">{attendees.map(person)}</ol>
        )}
      </section>
      <section aria-labelledby="waitlist-heading" className="flex flex-col gap-2">
        <h3 id="waitlist-heading" className="text-lg font-semibold">
          {t('partnerClasses.session.waitlist', { count: waitlist.length })}
        </h3>
        {waitlist.length === 0 ? (
          <p className="text-slate-700">{t('partnerClasses.session.noWaitlist')}</p>
        ) : (
          <ol className="flex list-decimal flex-col gap-2 pl-6">{waitlist.map(person)}</ol>
        )}
      </section>
      {canEdit && open ? (
        <>
          <MoveSessionForm startsAt={session.startsAt} timeZone={timeZone} result={actionData} />
          <SessionTeacherForm staffId={session.staffId} teachers={teachers} result={actionData} />
          <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="capacity-heading">
            <h3 id="capacity-heading" className="text-lg font-semibold">
              {t('partnerClasses.session.capacityHeading')}
            </h3>
            <div className="grid gap-4 sm:grid-cols-2">
              <AuthField
                name="capacity"
                type="number"
                inputMode="numeric"
                min={Math.max(1, session.bookedCount)}
                label={t('partnerClasses.sessions.capacity')}
                defaultValue={update.sent.capacity ?? String(session.capacity)}
                error={update.errors.capacity}
              />
              <AuthField
                name="waitlistCapacity"
                type="number"
                inputMode="numeric"
                min={0}
                label={t('partnerClasses.sessions.waitlist')}
                defaultValue={update.sent.waitlistCapacity ?? String(session.waitlistCapacity)}
                error={update.errors.waitlistCapacity}
              />
            </div>
            <FormFooter
              result={update.result}
              intent="update"
              canEdit
              label={t('partnerClasses.session.save')}
            />
          </Form>
          <Form method="post" noValidate className="flex flex-col gap-4" aria-labelledby="cancel-heading">
            <h3 id="cancel-heading" className="text-lg font-semibold">
              {t('partnerClasses.session.cancelHeading')}
            </h3>
            <PartnerTextArea
              name="reason"
              label={t('partnerClasses.session.reason')}
              defaultValue={cancel.sent.reason}
              error={cancel.errors.reason}
              maxLength={500}
            />
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="confirm"
                className="mt-1 h-4 w-4"
                aria-invalid={cancel.errors.confirm ? true : undefined}
              />
              {t('partnerClasses.session.confirm', { count: session.bookedCount + session.waitlisted })}
            </label>
            <FormFooter
              result={cancel.result}
              intent="cancel"
              canEdit
              label={t('partnerClasses.session.cancel')}
            />
          </Form>
        </>
      ) : null}
    </div>
  );
}
