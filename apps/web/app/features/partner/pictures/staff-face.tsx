import { initials } from '../../../shared/location/staff-list.tsx';
import { mediaUrl } from '../../../shared/media/media-photo.tsx';

/** A staff member's photo in the partner's lists (ADR 051), or their initials; the name is read beside it. */
export function StaffFace({ name, mediaId }: { name: string; mediaId: string | null }) {
  return mediaId ? (
    <img
      src={mediaUrl(mediaId, 390)}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      className="size-10 shrink-0 rounded-full object-cover"
    />
  ) : (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-full bg-cyan-50 text-sm font-semibold text-brand-800"
    >
      {initials(name)}
    </span>
  );
}
