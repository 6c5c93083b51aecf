/** The user's thumbnail, or their initials on a coloured disc when there is none (SPEC §3 user). */
export function UserAvatar({
  user,
  size = 40,
}: {
  user: { firstName: string; lastName: string; avatarThumbnailUrl: string | null };
  size?: number;
}) {
  const style = { width: size, height: size };
  if (user.avatarThumbnailUrl) {
    return (
      <img
        src={user.avatarThumbnailUrl}
        alt=""
        width={size}
        height={size}
        style={style}
        className="shrink-0 rounded-full object-cover"
        referrerPolicy="no-referrer"
      />
    );
  }
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
  return (
    <span
      aria-hidden="true"
      style={{ ...style, fontSize: size * 0.38 }}
      className="flex shrink-0 items-center justify-center rounded-full bg-cyan-100 font-semibold text-brand-800"
    >
      {initials}
    </span>
  );
}
