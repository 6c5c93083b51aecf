import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceMapProps } from './place-map.tsx';

const PlaceMap = lazy(() => import('./place-map.tsx'));

/**
 * A small map of one place, in a box of fixed height; MapLibre downloads only when the box scrolls near the
 * screen (IntersectionObserver), so the page's first load carries none of it.
 */
export function LazyPlaceMap({ name, ...props }: PlaceMapProps & { name: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={box}
      role="img"
      aria-label={t('map.placeMap', { name })}
      className="relative mt-3 h-40 overflow-hidden rounded-xl bg-[#e3eef0]"
    >
      {visible && (
        <Suspense fallback={null}>
          <PlaceMap {...props} />
        </Suspense>
      )}
    </div>
  );
}
