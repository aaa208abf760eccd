import { useEffect, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { track } from '../../lib/analytics';
import { isStorageUrl, swipeStep, wrapIndex, type GalleryImage } from './gallery-image';
import { GalleryPhoto } from './gallery-photo';

export interface GalleryLightboxProps {
  images: GalleryImage[];
  /** The photo shown, as an index into `images`; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Fetches a photo ahead of time, the same way the <img> will ask for it, so the next swipe is instant. */
function preload(url: string) {
  const img = new Image();
  if (isStorageUrl(url)) img.crossOrigin = 'anonymous';
  img.src = url;
}

/**
 * The lightbox on the shared native-<dialog> modal: Escape and the close button close it and focus goes
 * back to the tile that opened it. Previous and next wrap around (spec §2), also with the arrow keys and,
 * on touch screens, a horizontal swipe.
 */
export function GalleryLightbox({ images, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const { t } = useTranslation('gallery');
  const count = images.length;
  const image = index === null ? undefined : images[index];
  const open = image !== undefined && index !== null;
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  useImageViews(open ? image.id : undefined);

  // On the window rather than the dialog's content: focus may be on the close button in the header.
  useEffect(() => {
    if (index === null || count === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || event.defaultPrevented) return;
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      onIndexChange(wrapIndex(index, step, count));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [index, count, onIndexChange]);

  useEffect(() => {
    if (index === null || count < 2) return;
    preload(images[wrapIndex(index, 1, count)]!.previewUrl);
    preload(images[wrapIndex(index, -1, count)]!.previewUrl);
  }, [images, index, count]);

  const go = (step: number) => {
    if (index !== null) onIndexChange(wrapIndex(index, step, count));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!event.isPrimary || (event.target as Element).closest('button')) return;
    swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId || count < 2) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) go(step);
  };

  const position = (index ?? 0) + 1;
  const name = image?.title ?? t('photoNumber', { n: position });
  return (
    <Modal open={open} onClose={onClose} title={name} closeLabel={t('close')}>
      {image && (
        <figure className="gallery-lightbox">
          <div
            className="gallery-lightbox-stage"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipeStart.current = null)}
          >
            <GalleryPhoto
              key={image.id}
              src={image.previewUrl}
              alt={name}
              width={image.width}
              height={image.height}
              className="gallery-lightbox-image"
              loading="eager"
            />
            {count > 1 && (
              <>
                <button
                  type="button"
                  className="gallery-lightbox-nav gallery-lightbox-previous"
                  aria-label={t('previous')}
                  onClick={() => go(-1)}
                >
                  <span aria-hidden="true">‹</span>
                </button>
                <button
                  type="button"
                  className="gallery-lightbox-nav gallery-lightbox-next"
                  aria-label={t('next')}
                  onClick={() => go(1)}
                >
                  <span aria-hidden="true">›</span>
                </button>
              </>
            )}
          </div>
          <figcaption className="gallery-lightbox-caption">
            {image.description && <p className="gallery-lightbox-description">{image.description}</p>}
            <p className="gallery-lightbox-position" aria-live="polite" data-testid="gallery-lightbox-position">
              {t('caption', { category: t(`categories.${image.category}`), n: position, total: count })}
            </p>
          </figcaption>
        </figure>
      )}
    </Modal>
  );
}

/**
 * gallery_image_view each time a photo is shown (opened, or reached with the arrows or a swipe); the ref
 * keeps a re-run of the effect for the same photo from counting it twice.
 */
function useImageViews(shownId: string | undefined) {
  const last = useRef<string>(undefined);
  useEffect(() => {
    if (shownId === last.current) return;
    last.current = shownId;
    if (shownId !== undefined) track('gallery_image_view', { image_id: shownId });
  }, [shownId]);
}
