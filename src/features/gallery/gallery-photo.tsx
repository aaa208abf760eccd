import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/responsive-image.css';
import { isStorageUrl } from './gallery-image';

export interface GalleryPhotoProps {
  src: string;
  alt: string;
  /** Any width and height with the photo's aspect ratio: the box is reserved before the bytes arrive. */
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /**
   * Inside a control named by other means (a grid tile): the placeholder is then hidden from screen
   * readers too, as the photo itself is (alt=""), so it does not become part of the control's name.
   */
  decorative?: boolean;
}

/**
 * One gallery picture. Spec §2/§8: a photo that fails to load is replaced by a placeholder announced as
 * 'Image not available', in a box of the same shape so nothing around it moves.
 */
export function GalleryPhoto({
  src,
  alt,
  width,
  height,
  className,
  loading = 'lazy',
  decorative = false,
}: GalleryPhotoProps) {
  const { t } = useTranslation('images');
  // Kept with the address that failed, so an element re-used for another photo tries again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    const aspect = { '--image-aspect': `${width} / ${height}` } as CSSProperties;
    return (
      <span
        role="img"
        aria-label={t('notAvailable')}
        aria-hidden={decorative || undefined}
        className={['responsive-image-unavailable', className].filter(Boolean).join(' ')}
        style={aspect}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4M15 9.5a1.5 1.5 0 1 0 0-.01" />
        </svg>
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      loading={loading}
      decoding="async"
      draggable={false}
      crossOrigin={isStorageUrl(src) ? 'anonymous' : undefined}
      onError={() => setFailedSrc(src)}
    />
  );
}
