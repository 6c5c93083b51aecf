import type { InspirationPhotoDto } from '@kalendo/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lookPath } from '../../../shared/inspiration/look-paths.ts';
import { LookPhoto } from '../../../shared/inspiration/look-picture.tsx';
import type { HomeSection as Section } from '../api/fetch-home-page.ts';
import { HomeSection } from './home-section.tsx';

/** Inspiration: a row of looks (services done at places), each leading to its view, and to the Look Book. */
export function InspirationRow({
  locale,
  inspiration,
}: {
  locale: string;
  inspiration: Section<InspirationPhotoDto>;
}) {
  const { t } = useTranslation();
  const items = inspiration.status === 'ok' ? inspiration.items : [];
  return (
    <HomeSection
      id="inspiration"
      title={t('home.inspirationHeading')}
      failed={inspiration.status === 'failed'}
      action={
        <Link to={`/${locale}/inspiration`} className="text-sm font-medium text-cyan-800 underline">
          {t('lookBook.openLookBook')}
        </Link>
      }
    >
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('home.inspirationEmpty')}</p>
      ) : (
        <ul className="-mx-4 mt-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:grid-cols-6">
          {items.map((photo) => (
            <li key={photo.id} className="w-40 shrink-0 snap-start sm:w-auto">
              <Link to={lookPath(locale, photo.id)} className="group block">
                {/* Cropped to one shape: the row's cards line up. */}
                <LookPhoto
                  look={photo}
                  // The link's text names the service.
                  alt=""
                  sizes="(min-width: 1024px) 12rem, (min-width: 640px) 33vw, 10rem"
                  className="rounded-2xl"
                  style={{ aspectRatio: '4 / 5' }}
                  photoClassName="group-hover:scale-105"
                />
                <p className="mt-2 text-sm font-semibold leading-snug group-hover:text-brand-800">
                  {photo.service.name}
                </p>
              </Link>
              <Link
                to={`/${locale}/location/${photo.location.slug}`}
                className="text-sm text-slate-600 hover:underline"
              >
                {photo.location.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
