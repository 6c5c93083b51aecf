import type { HomePageData } from '../api/fetch-home-page.ts';
import { FeaturedSection } from './featured-section.tsx';
import { InspirationRow } from './inspiration-row.tsx';
import { NearYouSection } from './near-you-section.tsx';
import { RecentlyViewedSection } from './recently-viewed-section.tsx';

export type HomeExtrasProps = Pick<HomePageData, 'recent' | 'nearYou' | 'featured' | 'inspiration'> & {
  locale: string;
};

/**
 * The lists below the hero: recently viewed, near you, top rated and inspiration. Rendered on the server;
 * in the browser this module loads after the page (lazily), so its code is not part of the first load.
 */
export default function HomeExtras({ locale, recent, nearYou, featured, inspiration }: HomeExtrasProps) {
  return (
    <>
      <RecentlyViewedSection recent={recent} />
      <NearYouSection locale={locale} nearYou={nearYou} />
      <FeaturedSection featured={featured} />
      <InspirationRow locale={locale} inspiration={inspiration} />
    </>
  );
}
