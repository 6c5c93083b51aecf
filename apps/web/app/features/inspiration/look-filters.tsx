import type { InspirationFilters } from '@kalendo/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { InspirationGalleryFilters } from '../../lib/api-calls/discovery-calls.ts';
import { galleryHref, nearValue } from './gallery-params.ts';

const chip =
  'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-full border px-4 text-sm font-medium aria-[current=true]:border-brand-800 aria-[current=true]:bg-brand-800 aria-[current=true]:text-white border-slate-300 hover:border-brand-700';

const FIRST_CHIPS = 10;

function ServiceChip({
  href,
  current,
  children,
}: {
  href: string;
  current: boolean;
  children: React.ReactNode;
}) {
  return (
    <Link to={href} aria-current={current} className={chip}>
      {children}
    </Link>
  );
}

function ChipRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">{children}</ul>
    </nav>
  );
}

/**
 * The gallery's filter chips, each a link: service types (unless the page is one service's collection),
 * then cities and "Near me" (shown once hydrated: it asks the browser for the position).
 */
export function LookFilters({
  base,
  filters,
  choices,
  showServices,
}: {
  base: string;
  filters: InspirationGalleryFilters;
  choices: InspirationFilters;
  showServices: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [nearFailed, setNearFailed] = useState(false);
  const { cursor: _, ...current } = filters;
  // The most shown service types as chips, the others behind "More" (the chosen one always in sight).
  const first = choices.services.filter((s, index) => index < FIRST_CHIPS || s.slug === filters.service);
  const rest = choices.services.filter((s) => !first.includes(s));
  const link = (changes: InspirationGalleryFilters) => galleryHref(base, { ...current, ...changes });
  const nearMe = () => {
    if (!('geolocation' in navigator)) return setNearFailed(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setNearFailed(false);
        navigate(
          link({ near: nearValue(position.coords.latitude, position.coords.longitude), city: undefined }),
        );
      },
      () => setNearFailed(true),
      { maximumAge: 600_000, timeout: 10_000 },
    );
  };
  return (
    <div className="flex flex-col gap-2">
      {showServices && (
        <ChipRow label={t('lookBook.serviceFilter')}>
          <li>
            <Link to={link({ service: undefined })} aria-current={!filters.service} className={chip}>
              {t('lookBook.allServices')}
            </Link>
          </li>
          {first.map((service) => (
            <li key={service.slug}>
              <ServiceChip href={link({ service: service.slug })} current={filters.service === service.slug}>
                {service.name}
              </ServiceChip>
            </li>
          ))}
        </ChipRow>
      )}
      {showServices && rest.length > 0 && (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-cyan-800 underline">
            {t('lookBook.moreServices')}
          </summary>
          <ul className="flex flex-wrap gap-2 pt-1">
            {rest.map((service) => (
              <li key={service.slug}>
                <ServiceChip href={link({ service: service.slug })} current={false}>
                  {service.name}
                </ServiceChip>
              </li>
            ))}
          </ul>
        </details>
      )}
      <ChipRow label={t('lookBook.cityFilter')}>
        <li>
          <Link
            to={link({ city: undefined, near: undefined })}
            aria-current={!filters.city && !filters.near}
            className={chip}
          >
            {t('lookBook.allCities')}
          </Link>
        </li>
        {/*
          Drawn before hydration but invisible until the page is (it needs the script), by the root's
          `data-hydrated` rather than a state of this list: the cities never move (CLS 0), and hydrating
          renders the chips once (issue 16: the gallery's blocking time).
        */}
        <li className="[html:not([data-hydrated])_&]:invisible">
          <button
            type="button"
            onClick={nearMe}
            aria-pressed={Boolean(filters.near)}
            className={`${chip} aria-pressed:border-brand-800 aria-pressed:bg-brand-800 aria-pressed:text-white`}
          >
            {t('lookBook.nearMe')}
          </button>
        </li>
        {choices.cities.map((city) => (
          <li key={city.slug}>
            <Link
              to={link({ city: city.slug, near: undefined })}
              aria-current={filters.city === city.slug}
              className={chip}
            >
              {city.name}
            </Link>
          </li>
        ))}
      </ChipRow>
      <p role="status" className={nearFailed ? 'text-sm text-amber-900' : 'sr-only'}>
        {nearFailed ? t('lookBook.nearMeFailed') : ''}
      </p>
    </div>
  );
}
