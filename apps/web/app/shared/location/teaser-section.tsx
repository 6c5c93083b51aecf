import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A short section that leads to a fuller page (classes, memberships). */
export function TeaserSection({
  id,
  title,
  summary,
  moreTo,
  moreLabel,
  children,
}: {
  id: string;
  title: string;
  summary: string;
  /** Null: no fuller page here (the widget). */
  moreTo: string | null;
  moreLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {moreTo && (
          <Link to={moreTo} className="text-sm font-medium text-brand-800 underline underline-offset-4">
            {moreLabel}
          </Link>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{summary}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">{children}</ul>
    </section>
  );
}
