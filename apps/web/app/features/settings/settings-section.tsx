import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SettingsResult } from '../../shared/settings/settings-result.ts';

/** A titled settings card that announces the outcome of its own form. */
export function SettingsSection({
  id,
  title,
  result,
  children,
}: {
  id: string;
  title: string;
  result: SettingsResult | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const mine = result?.intent === id ? result : undefined;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {mine && (
        <p
          role={mine.ok ? 'status' : 'alert'}
          className={`mt-3 rounded-xl p-3 ${mine.ok ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-800'}`}
        >
          {mine.text ?? t(mine.message)}
          {mine.link ? (
            <>
              {' '}
              <Link to={mine.link.href} className="font-medium underline">
                {t('partnerGaps.openMembers', { business: mine.link.business })}
              </Link>
            </>
          ) : null}
        </p>
      )}
      <div className="mt-4">{children}</div>
    </section>
  );
}
