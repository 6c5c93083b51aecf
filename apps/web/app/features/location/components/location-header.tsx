import type { LocationDetailDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FavouriteButton } from '../../../shared/location/favourite-button.tsx';
import { RatingSummary } from '../../../shared/location/rating-summary.tsx';
import { ShareButton } from '../../../shared/location/share-button.tsx';
import { BusinessLogo } from '../../../shared/media/business-logo.tsx';
import { OpenNowBadge } from './open-now-badge.tsx';

/** Logo, name, business, rating, open-now and share: the top of the place's page. */
export function LocationHeader({ location, favourite }: { location: LocationDetailDto; favourite: boolean }) {
  const { t, i18n } = useTranslation();
  const hasHours = location.openingHours.weekly.length > 0;
  return (
    <header className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 items-start gap-4">
        <BusinessLogo
          logo={location.business.logo}
          name={location.business.name}
          alt={t('business.logoAlt', { name: location.business.name })}
          className="size-14 rounded-xl sm:size-16"
          sizes="4rem"
          eager
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold leading-tight sm:text-3xl">{location.name}</h1>
          <p className="mt-1 text-slate-600">
            <Link
              to={`/${i18n.language}/business/${location.business.slug}`}
              className="underline decoration-slate-300 underline-offset-4 hover:text-brand-800"
            >
              {location.business.name}
            </Link>
            {' · '}
            {location.address.city}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
            <a href="#reviews" className="hover:underline">
              <RatingSummary rating={location.rating} />
            </a>
            {hasHours && <OpenNowBadge openNow={location.openNow} />}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <FavouriteButton locationId={location.id} favourite={favourite} />
        <ShareButton title={location.name} />
      </div>
    </header>
  );
}
