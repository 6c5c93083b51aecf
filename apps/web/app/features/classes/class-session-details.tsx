import type { ClassSession } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';

/**
 * What a session says beyond the timetable line, folded: its description, what to bring, and until when
 * a spot can be given back (the place's cancellation window).
 */
export function ClassSessionDetails({ session }: { session: ClassSession }) {
  const { t } = useTranslation();
  const hours = Math.round(session.place.cancellationWindowMinutes / 60);
  return (
    <details className="mt-1 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-cyan-800">{t('classes.details')}</summary>
      <div className="mt-2 flex flex-col gap-1">
        {session.description && <p>{session.description}</p>}
        {session.whatToBring && (
          <p>
            <span className="font-medium">{t('classes.whatToBring')}</span> {session.whatToBring}
          </p>
        )}
        <p>{hours > 0 ? t('classes.cancellationPolicy', { count: hours }) : t('classes.cancelUntilStart')}</p>
      </div>
    </details>
  );
}
