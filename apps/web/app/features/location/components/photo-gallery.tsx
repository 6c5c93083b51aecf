import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPhoto, type MediaRefLike } from '../../../shared/media/media-photo.tsx';
import { PhotoLightbox } from './photo-lightbox.tsx';

/** How many photos the page shows before "all photos": one large, two beside it from the small breakpoint. */
const SHOWN = 3;

/** The place's photos: a large first photo (two more beside it on wider screens); each opens the lightbox. */
export function PhotoGallery({ photos, placeName }: { photos: readonly MediaRefLike[]; placeName: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <section aria-label={t('location.photos')} className="relative">
      <ul className="grid h-56 grid-cols-1 gap-2 overflow-hidden rounded-2xl xs:h-64 sm:h-80 sm:grid-cols-3 sm:grid-rows-2 lg:h-96">
        {photos.slice(0, SHOWN).map((photo, index) => (
          <li
            key={photo.id}
            className={index === 0 ? 'sm:col-span-2 sm:row-span-2' : 'hidden bg-slate-100 sm:block'}
          >
            <button
              type="button"
              onClick={() => setOpen(index)}
              aria-label={t('location.openPhoto', { number: index + 1, total: photos.length })}
              className="block h-full w-full bg-slate-100"
            >
              <MediaPhoto
                photo={photo}
                eager={index === 0}
                alt=""
                sizes={index === 0 ? '(min-width: 640px) 50vw, 100vw' : '25vw'}
                className="h-full w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {photos.length > 1 && (
        <button
          type="button"
          onClick={() => setOpen(0)}
          className="absolute bottom-3 right-3 rounded-full bg-white/95 px-4 py-2 text-sm font-medium text-slate-900 shadow hover:bg-white"
        >
          {t('location.allPhotos', { total: photos.length })}
        </button>
      )}
      <PhotoLightbox
        photos={photos}
        placeName={placeName}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
