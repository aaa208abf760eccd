import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryImage } from './gallery-image';
import { GalleryPhoto } from './gallery-photo';

/** Spec §9: eight placeholders while the list loads. */
export const GALLERY_SKELETONS = 8;
// Mixed shapes, so the placeholder already looks like the masonry it stands for. Classes rather than
// style attributes: this list is in the pre-rendered HTML, where the CSP (style-src 'self') drops them.
const SKELETON_SHAPES = ['wide', 'tall', 'square', 'wide', 'tall', 'wide', 'square', 'tall'] as const;

export function GallerySkeletons() {
  const { t } = useTranslation('gallery');
  return (
    <>
      <p role="status" className="visually-hidden">
        {t('loading')}
      </p>
      <ul className="gallery-grid" aria-hidden="true" data-testid="gallery-skeletons">
        {Array.from({ length: GALLERY_SKELETONS }, (_, i) => (
          <li
            key={i}
            className={`gallery-tile gallery-skeleton gallery-skeleton-${SKELETON_SHAPES[i % SKELETON_SHAPES.length]}`}
          />
        ))}
      </ul>
    </>
  );
}

function GalleryTile({ image, position, onOpen }: { image: GalleryImage; position: number; onOpen: () => void }) {
  const { t } = useTranslation('gallery');
  const descriptionId = useId();
  // The button is named by its content: the title (or "Photo N" for screen readers when there is none),
  // never the description, which is its accessible description instead. Naming it by content keeps the
  // name and the visible caption in step (WCAG 2.5.3).
  return (
    <li className="gallery-tile">
      <button
        type="button"
        className="gallery-tile-button"
        aria-describedby={image.description ? descriptionId : undefined}
        aria-haspopup="dialog"
        onClick={onOpen}
      >
        {/* The title names the photo; an alt text would only repeat it. */}
        <GalleryPhoto src={image.thumbnailUrl} alt="" width={image.width} height={image.height} decorative />
        {!image.title && <span className="visually-hidden">{t('photoNumber', { n: position })}</span>}
        {(image.title || image.description) && (
          <span className="gallery-tile-caption">
            {image.title && <span className="gallery-tile-title">{image.title}</span>}
            {image.description && (
              <span id={descriptionId} className="gallery-tile-description" aria-hidden="true">
                {image.description}
              </span>
            )}
          </span>
        )}
      </button>
    </li>
  );
}

/**
 * Masonry with CSS columns: photos keep their own shapes, and the document order (featured, then newest)
 * runs down each column and on to the next, so Tab moves through the tiles in the order they read.
 */
export function GalleryGrid({ images, onOpen }: { images: GalleryImage[]; onOpen: (index: number) => void }) {
  return (
    <ul className="gallery-grid">
      {images.map((image, index) => (
        <GalleryTile key={image.id} image={image} position={index + 1} onOpen={() => onOpen(index)} />
      ))}
    </ul>
  );
}
