import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A titled section of the home page; `failed` says it could not load (the rest of the page still shows). */
export function HomeSection({
  id,
  title,
  intro,
  action,
  failed = false,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  action?: ReactNode;
  failed?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={`${id}-heading`} className="text-xl font-semibold">
            {title}
          </h2>
          {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
        </div>
        {action}
      </div>
      {failed ? <p className="mt-3 text-slate-600">{t('home.sectionFailed')}</p> : children}
    </section>
  );
}
