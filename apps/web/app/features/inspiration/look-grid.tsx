import type { InspirationLookDto } from '@kalendo/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useNavigation } from 'react-router';
import type { InspirationGalleryFilters } from '../../lib/api-calls/discovery-calls.ts';
import { LookTile } from './look-tile.tsx';
import { useInView } from './use-in-view.ts';

/** Looks the first screen shows: loaded eagerly (the largest paint), the rest lazily. */
const EAGER_TILES = 4;

/**
 * The masonry of looks (CSS columns) and "Load more": a real link to the next page (works without
 * JavaScript); once hydrated, scrolling near it follows it too (infinite scroll, in place of the
 * address), and the page appends what it brings.
 */
export function LookGrid({
  looks,
  locale,
  moreHref,
  within,
}: {
  looks: InspirationLookDto[];
  locale: string;
  moreHref: string | null;
  within: InspirationGalleryFilters;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const more = useRef<HTMLAnchorElement>(null);
  const near = useInView(more, '600px');
  const loading = navigation.state === 'loading';
  // Only a scroll of the visitor's loads more: never on its own, nor racing a link they chose.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  useEffect(() => {
    if (!near || !scrolled || !moreHref || loading) return;
    setScrolled(false);
    navigate(moreHref, { preventScrollReset: true, replace: true });
  }, [near, scrolled, moreHref, loading, navigate]);
  return (
    <>
      <ul className="columns-2 gap-3 sm:columns-3 lg:columns-4">
        {looks.map((look, index) => (
          <LookTile key={look.id} look={look} locale={locale} eager={index < EAGER_TILES} within={within} />
        ))}
      </ul>
      {moreHref && (
        <Link
          ref={more}
          to={moreHref}
          preventScrollReset
          className="self-center rounded-full border border-slate-300 px-5 py-2 font-medium hover:bg-slate-100"
        >
          {loading ? t('lookBook.loadingMore') : t('lookBook.loadMore')}
        </Link>
      )}
    </>
  );
}
