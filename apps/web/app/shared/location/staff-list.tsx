import type { LocationDetailDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { MediaPhoto } from '../media/media-photo.tsx';

type Member = LocationDetailDto['staff'][number];

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => Array.from(part)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}

function Avatar({ member }: { member: Member }) {
  if (member.photo)
    return (
      <MediaPhoto photo={member.photo} alt="" sizes="4rem" className="h-16 w-16 rounded-full object-cover" />
    );
  return (
    <span
      aria-hidden="true"
      className="grid h-16 w-16 place-items-center rounded-full bg-cyan-50 text-lg font-semibold text-brand-800"
    >
      {initials(member.name)}
    </span>
  );
}

/** The people who work at the place, with their photos (initials when there is none). */
export function StaffList({ staff }: { staff: LocationDetailDto['staff'] }) {
  const { t } = useTranslation();
  if (staff.length === 0) return null;
  return (
    <section aria-labelledby="staff-heading" className="mt-8">
      <h2 id="staff-heading" className="text-xl font-semibold">
        {t('location.staffHeading')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-4 xs:grid-cols-3 sm:grid-cols-4">
        {staff.map((member) => (
          <li key={member.id} className="flex flex-col items-center text-center">
            <Avatar member={member} />
            <span className="mt-2 text-sm font-medium">{member.name}</span>
            {member.title && <span className="text-xs text-slate-600">{member.title}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
