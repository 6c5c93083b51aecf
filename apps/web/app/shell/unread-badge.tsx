/**
 * The count of unread notifications on a menu entry or the bell ("99+" beyond 99). Hidden from screen
 * readers: the entry's own label says "3 unread notifications" in words.
 */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-unread-badge={count}
      className={`min-w-5 rounded-full bg-red-700 px-1.5 text-center text-xs font-semibold leading-5 text-white ${className}`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
