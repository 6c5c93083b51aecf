import type { LocationDetailDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Form, useSubmit } from 'react-router';
import { initials } from '../../shared/location/staff-list.tsx';
import { MediaPhoto } from '../../shared/media/media-photo.tsx';

type Member = LocationDetailDto['staff'][number];

const optionClass =
  'flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 p-2 pr-4 peer-checked:border-brand-700 peer-checked:bg-cyan-50 peer-checked:ring-2 peer-checked:ring-brand-700 peer-focus-visible:outline-3 peer-focus-visible:outline-brand-700';

function Face({ member }: { member: Member | null }) {
  if (member?.photo) {
    return (
      <MediaPhoto
        photo={member.photo}
        alt=""
        sizes="2.5rem"
        className="h-10 w-10 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-cyan-50 font-semibold text-brand-800"
    >
      {member ? initials(member.name) : '★'}
    </span>
  );
}

function Option({
  value,
  checked,
  label,
  member,
}: {
  value: string;
  checked: boolean;
  label: string;
  member: Member | null;
}) {
  return (
    <li>
      <label>
        <input type="radio" name="staff" value={value} defaultChecked={checked} className="peer sr-only" />
        <span className={optionClass}>
          <Face member={member} />
          <span className="min-w-0">
            <span className="block font-medium">{label}</span>
            {member?.title && <span className="block text-xs text-slate-600">{member.title}</span>}
          </span>
        </span>
      </label>
    </li>
  );
}

/**
 * "Any available" or one of the staff who do the service: a plain GET form (it works before hydration); with
 * JavaScript a choice submits itself.
 */
export function StaffChooser({
  staff,
  staffId,
  hidden,
}: {
  staff: readonly Member[];
  staffId: string;
  /** The other search parameters to keep (service, month, day, reschedule). */
  hidden: Record<string, string | null>;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  return (
    <Form
      method="get"
      preventScrollReset
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true, replace: true })}
    >
      {Object.entries(hidden).map(([name, value]) =>
        value === null ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <fieldset>
        <legend className="text-lg font-semibold">{t('booking.staffLegend')}</legend>
        <ul className="mt-3 flex flex-wrap gap-2">
          <Option value="any" checked={staffId === 'any'} label={t('booking.anyStaff')} member={null} />
          {staff.map((member) => (
            <Option
              key={member.id}
              value={member.id}
              checked={staffId === member.id}
              label={member.name}
              member={member}
            />
          ))}
        </ul>
      </fieldset>
      <button
        type="submit"
        className="mt-3 rounded-full border border-slate-300 px-4 py-1.5 text-sm in-data-[hydrated=true]:hidden"
      >
        {t('booking.showTimes')}
      </button>
    </Form>
  );
}
