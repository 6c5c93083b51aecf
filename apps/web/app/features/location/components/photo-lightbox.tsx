import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPhoto, type MediaRefLike } from '../../../shared/media/media-photo.tsx';
import { LightboxButton } from './lightbox-button.tsx';
import { useLightboxView } from './use-lightbox-view.ts';

/**
 * The photo viewer of SPEC §9: a native modal dialog (focus trapped, Escape closes) with the photo centred,
 * zoom, rotate, previous/next by buttons, arrow keys and horizontal swipe.
 */
export function PhotoLightbox({
  photos,
  placeName,
  index,
  onIndexChange,
  onClose,
}: {
  photos: readonly MediaRefLike[];
  /** The place's name, for the alternative text in the page language ("Photo of …"). */
  placeName: string;
  /** The photo shown, or null when the lightbox is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const count = photos.length;
  const go = (direction: -1 | 1) => index !== null && onIndexChange((index + direction + count) % count);
  const view = useLightboxView(index, go);

  useEffect(() => {
    const element = dialog.current;
    if (index !== null && element && !element.open) element.showModal();
    if (index === null && element?.open) element.close();
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => void> = {
      ArrowLeft: () => go(-1),
      ArrowRight: () => go(1),
      '+': () => view.zoomBy(1),
      '=': () => view.zoomBy(1),
      '-': () => view.zoomBy(-1),
      r: view.rotate,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  const photo = index === null ? undefined : photos[index];
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onKeyDown={onKeyDown}
      aria-label={t('location.gallery')}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950/90"
    >
      {photo && index !== null && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 p-2 sm:p-3">
            <p aria-live="polite" className="px-2 text-sm text-white/90">
              {t('location.photoOf', { number: index + 1, total: count })}
            </p>
            <div className="flex items-center gap-1 sm:gap-2">
              <LightboxButton
                icon="zoomOut"
                label={t('location.zoomOut')}
                onClick={() => view.zoomBy(-1)}
                disabled={!view.canZoomOut}
              />
              <LightboxButton
                icon="zoomIn"
                label={t('location.zoomIn')}
                onClick={() => view.zoomBy(1)}
                disabled={!view.canZoomIn}
              />
              <LightboxButton icon="rotate" label={t('location.rotate')} onClick={view.rotate} />
              <LightboxButton icon="close" label={t('location.closeGallery')} onClick={onClose} />
            </div>
          </div>
          <div
            className="relative flex flex-1 touch-none select-none items-center justify-center overflow-hidden"
            {...view.pointerHandlers}
          >
            <MediaPhoto
              photo={photo}
              alt={t('location.photoAlt', { name: placeName })}
              eager
              sizes="100vw"
              draggable={false}
              style={{ transform: view.transform }}
              className={`object-contain transition-transform duration-200 ${
                view.sideways ? 'max-h-[100vw] max-w-[75dvh]' : 'max-h-full max-w-full'
              } ${view.zoom > 1 ? 'cursor-grab' : ''}`}
            />
          </div>
          {count > 1 && (
            <div className="flex items-center justify-center gap-6 p-3">
              <LightboxButton icon="previous" label={t('location.previousPhoto')} onClick={() => go(-1)} />
              <LightboxButton icon="next" label={t('location.nextPhoto')} onClick={() => go(1)} />
            </div>
          )}
        </div>
      )}
    </dialog>
  );
}
