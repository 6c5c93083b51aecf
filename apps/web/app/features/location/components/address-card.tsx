import type { LocationDetailDto } from '@kalendo/contracts';
import { directionsUrl } from '@kalendo/contracts/directions';
import { useTranslation } from 'react-i18next';
import { LazyPlaceMap } from '../../../shared/map/lazy-place-map.tsx';

/** Address with a small map, a directions link, phone and e-mail. */
export function AddressCard({
  location,
  mapStyleUrl = null,
}: {
  location: LocationDetailDto;
  /** `MAP_STYLE_URL` (null: the map shows its marker on a plain background). */
  mapStyleUrl?: string | null;
}) {
  const { t } = useTranslation();
  const { address } = location;
  return (
    <section aria-labelledby="address-heading" className="rounded-2xl border border-slate-200 p-3 xs:p-4">
      <h2 id="address-heading" className="text-lg font-semibold">
        {t('location.addressHeading')}
      </h2>
      <address className="mt-2 not-italic text-slate-700">
        {address.line}
        <br />
        {[address.postalCode, address.city].filter(Boolean).join(' ')}
      </address>
      <LazyPlaceMap name={location.name} point={location.geo} styleUrl={mapStyleUrl} />
      <a
        href={directionsUrl(location.geo)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex items-center rounded-full bg-brand-800 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        {t('location.directions')}
        <span className="sr-only"> ({t('location.opensInNewTab')})</span>
      </a>
      {(location.phone || location.email) && (
        <dl className="mt-4 space-y-1 text-sm">
          {location.phone && (
            <div className="flex gap-2">
              <dt className="text-slate-600">{t('location.phone')}:</dt>
              <dd>
                <a href={`tel:${location.phone.replace(/\s+/g, '')}`} className="text-brand-800 underline">
                  {location.phone}
                </a>
              </dd>
            </div>
          )}
          {location.email && (
            <div className="flex min-w-0 gap-2">
              <dt className="text-slate-600">{t('location.email')}:</dt>
              <dd className="min-w-0 break-all">
                <a href={`mailto:${location.email}`} className="text-brand-800 underline">
                  {location.email}
                </a>
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}
