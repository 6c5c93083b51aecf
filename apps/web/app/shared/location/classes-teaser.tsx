import type { LocationDetailDto } from '@kalendo/contracts';
import { formatMoney } from '@kalendo/i18n/format-money';
import { useTranslation } from 'react-i18next';
import { useWidgetPath } from '../../lib/widget-path.ts';
import { formatInstant } from '../format/format-schedule.ts';
import { TeaserSection } from './teaser-section.tsx';

/** How many classes the place runs and its next few sessions, in the place's time zone. */
export function ClassesTeaser({
  location,
  timetablePath,
}: {
  location: Pick<LocationDetailDto, 'slug' | 'timeZone' | 'classes'>;
  /** Where "All classes" leads when not the place's own timetable (a place's classes in the widget). */
  timetablePath?: string;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  // In a business's widget, its own copy of the place's timetable: no link leads out of it (ADR 019).
  const inWidget = useWidgetPath();
  const { count, upcoming } = location.classes;
  if (count === 0) return null;
  return (
    <TeaserSection
      id="classes-heading"
      title={t('location.classesHeading')}
      summary={upcoming.length ? t('location.classCount', { count }) : t('location.noUpcomingClasses')}
      moreTo={timetablePath ?? inWidget(`/${locale}/location/${location.slug}/classes`)}
      moreLabel={t('location.allClasses')}
    >
      {upcoming.map((session) => (
        <li key={session.id} className="rounded-xl border border-slate-200 p-3 text-sm">
          <p className="font-medium text-slate-900">{session.name}</p>
          <p className="text-slate-700">
            <time dateTime={session.startsAt}>
              {formatInstant(session.startsAt, location.timeZone, locale)}
            </time>
          </p>
          <p className="text-slate-600">
            {t('location.spotsLeft', { count: session.spotsLeft })} ·{' '}
            {formatMoney(session.price.amountMinor, session.price.currency, locale)}
          </p>
        </li>
      ))}
    </TeaserSection>
  );
}
