import type { LocationSummaryDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { LocationGrid } from '../../../shared/location/location-grid.tsx';
import type { HomeSection as Section } from '../api/fetch-home-page.ts';
import { CLEAR_RECENT_INTENT } from '../recently-viewed.ts';
import { HomeSection } from './home-section.tsx';

/** The places viewed last (cookie), with "Clear"; nothing at all when there are none. */
export function RecentlyViewedSection({ recent }: { recent: Section<LocationSummaryDto> }) {
  const { t } = useTranslation();
  if (recent.status === 'ok' && recent.items.length === 0) return null;
  return (
    <HomeSection
      id="recently-viewed"
      title={t('home.recentHeading')}
      failed={recent.status === 'failed'}
      action={
        <Form method="post" preventScrollReset>
          <button
            type="submit"
            name="intent"
            value={CLEAR_RECENT_INTENT}
            className="rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:border-brand-700"
          >
            {t('home.recentClear')}
          </button>
        </Form>
      }
    >
      {recent.status === 'ok' && <LocationGrid locations={recent.items} eagerCount={1} />}
    </HomeSection>
  );
}
