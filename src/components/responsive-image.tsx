import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imageKey, imageSources, srcSet, type PageImage } from '../content/images';
import './responsive-image.css';

export interface ResponsiveImageProps {
  /** One of the site's images, or a photo of the staff gallery. */
  name: PageImage;
  /** Describe the picture; use imageAlt(t, name) from src/content/images.ts. */
  alt: string;
  /** Rendered width per viewport, e.g. '(min-width: 60rem) 33vw, 100vw'; lets the browser pick a photo variant. */
  sizes?: string;
  /** For the image that is the page's largest paint (hero): fetched at once and first. */
  priority?: boolean;
  className?: string;
  /** Called once when the image fails to load. */
  onFail?: () => void;
  /** Shown instead of the image when it fails to load (default: a neutral 'Image not available' block). */
  fallback?: (size: { width: number; height: number }) => ReactNode;
}

function joinClasses(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** Spec §2: images that fail to load show a placeholder announced as 'Image not available'. */
function Unavailable({ className, style }: { className?: string; style: CSSProperties }) {
  // Only the failure path needs the `images` namespace, so the happy path never waits for it.
  const { t } = useTranslation('images');
  return (
    <div
      role="img"
      aria-label={t('notAvailable')}
      className={joinClasses('responsive-image-unavailable', className)}
      style={style}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 5h16v14H4zM4 15l5-5 4 4 3-3 4 4M15 9.5a1.5 1.5 0 1 0 0-.01" />
      </svg>
    </div>
  );
}

/**
 * The operator's photo (AVIF/WebP variants from scripts/build-images.ts) when there is one, otherwise the
 * artwork. Width and height are always set so the box is reserved before anything loads (no layout shift).
 */
export function ResponsiveImage({
  name,
  alt,
  sizes = '100vw',
  priority = false,
  className,
  onFail,
  fallback,
}: ResponsiveImageProps) {
  // Remember which image failed, so a card re-used for another image (filters, slides) tries again.
  const [failedName, setFailedName] = useState<string | null>(null);
  const key = imageKey(name);
  const source = imageSources(name);
  const size = { width: source.width, height: source.height };
  // A custom property rather than an inline aspect-ratio, so a page's own class (say a 16:10 crop) still wins.
  const aspect = { '--image-aspect': `${source.width} / ${source.height}` } as CSSProperties;

  // A pre-rendered image can fail before the page hydrates, when nothing listens for `error` yet: a
  // finished load with no picture is the same failure.
  const imageRef = useRef<HTMLImageElement>(null);
  const handleErrorRef = useRef<() => void>(undefined);
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0 && image.currentSrc) handleErrorRef.current?.();
  }, [key]);

  if (failedName === key) {
    if (fallback) {
      return (
        <div className={joinClasses('responsive-image-fallback', className)} style={aspect}>
          {fallback(size)}
        </div>
      );
    }
    return <Unavailable className={className} style={aspect} />;
  }

  const handleError = () => {
    setFailedName(key);
    onFail?.();
  };
  handleErrorRef.current = handleError;
  const img = (src: string) => (
    <img
      ref={imageRef}
      src={src}
      alt={alt}
      width={source.width}
      height={source.height}
      className={joinClasses('responsive-image', className)}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={handleError}
    />
  );

  if (source.kind === 'art') return img(source.src);
  return (
    <picture className="responsive-picture">
      {source.avif.length > 0 && <source type="image/avif" srcSet={srcSet(source.avif)} sizes={sizes} />}
      <source type="image/webp" srcSet={srcSet(source.webp)} sizes={sizes} />
      {img(source.src)}
    </picture>
  );
}
