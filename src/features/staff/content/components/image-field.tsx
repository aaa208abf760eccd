/**
 * A picture in a content document: one of the site's own images (artwork, or the operator's photo built
 * with the site), or a photo of the staff gallery, chosen from it or uploaded on the spot (the gallery's
 * own upload, with its resizing and limits). A gallery photo carries its description in every language.
 */
import { useEffect, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/modal';
import { ResponsiveImage } from '../../../../components/responsive-image';
import type { GalleryPhotoDocument, ImageRef } from '../../../../content/documents';
import type { ImageName, PageImage } from '../../../../content/images';
import { GALLERY_MAX_IMAGES } from '../../../../config/limits';
import { listGalleryImages } from '../../gallery/api/list-gallery-images';
import { LimitDialog } from '../../gallery/components/limit-dialog';
import { UploadDialog } from '../../gallery/components/upload-dialog';
import type { AdminGalleryImage } from '../../gallery/gallery-models';
import { IMAGE_CHOICES, blankText, isText } from '../content-models';

/** A gallery photo as a document keeps it; its description starts from the photo's title, in English. */
export function galleryPhotoOf(image: AdminGalleryImage, previous?: GalleryPhotoDocument): GalleryPhotoDocument {
  return {
    gallery: image.id,
    width: image.width ?? 1600,
    height: image.height ?? 1000,
    thumb: image.thumbnailUrl,
    preview: image.previewUrl,
    full: image.url,
    alt: previous?.alt ?? { ...blankText(), en: image.title ?? '' },
  };
}

export function ImageField({
  label,
  value,
  disabled,
  onChange,
  altField,
}: {
  label: string;
  value: ImageRef;
  disabled: boolean;
  onChange: (value: ImageRef) => void;
  /** The description's fields of a gallery photo (the document's text fields, with their marks). */
  altField: React.ReactNode;
}) {
  const { t } = useTranslation(['admin-content', 'images']);
  const id = useId();
  const [picking, setPicking] = useState(false);
  const gallery = typeof value === 'object' ? value : null;
  const shown: PageImage = gallery
    ? { ...gallery, alt: isText(gallery.alt) ? gallery.alt.en : '' }
    : (value as ImageName);
  return (
    <fieldset className="content-group content-image">
      <legend>{label}</legend>
      <div className="content-image-row">
        <div className="content-image-thumb">
          <ResponsiveImage name={shown} alt="" sizes="10rem" />
        </div>
        <div className="field content-field">
          <label htmlFor={id}>{t('image.sitePicture')}</label>
          <select
            id={id}
            value={gallery ? '' : (value as ImageName)}
            disabled={disabled}
            onChange={(event) => event.target.value && onChange(event.target.value as ImageRef)}
          >
            {gallery && <option value="">{t('image.galleryPhoto')}</option>}
            {IMAGE_CHOICES.map((name) => (
              <option key={name} value={name}>
                {t(`images:alt.${name}`, { defaultValue: name })}
              </option>
            ))}
          </select>
          <button type="button" className="button button-light" disabled={disabled} onClick={() => setPicking(true)}>
            {t('image.fromGallery')}
          </button>
        </div>
      </div>
      {gallery && altField}
      {picking &&
        // Outside the editor's form in the page (a form inside a form is submitted by the browser itself), and
        // its submit kept from the editor's handler, which React would otherwise also call (it would save).
        createPortal(
          <div onSubmit={(event) => event.stopPropagation()}>
            <GalleryPicker
              onClose={() => setPicking(false)}
              onPick={(image) => {
                setPicking(false);
                onChange(galleryPhotoOf(image, gallery ?? undefined));
              }}
            />
          </div>,
          document.body,
        )}
    </fieldset>
  );
}

type PickerState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; images: AdminGalleryImage[] };

function GalleryPicker({ onClose, onPick }: { onClose: () => void; onPick: (image: AdminGalleryImage) => void }) {
  const { t } = useTranslation('admin-content');
  const [state, setState] = useState<PickerState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [uploading, setUploading] = useState(false);
  const [refused, setRefused] = useState<string[] | null>(null);

  useEffect(() => {
    let active = true;
    listGalleryImages().then(
      (result) => active && setState({ status: 'ready', images: result.data }),
      (error: unknown) => {
        console.error('The gallery could not be read', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const images = state.status === 'ready' ? state.images : [];
  return (
    <Modal open onClose={onClose} title={t('image.pickerTitle')} closeLabel={t('close')}>
      <p className="content-help">{t('image.pickerIntro')}</p>
      <button type="button" className="button" onClick={() => setUploading(true)}>
        {t('image.upload')}
      </button>
      {state.status === 'loading' && <p role="status">{t('loading')}</p>}
      {state.status === 'failed' && (
        <div className="form-banner error" role="alert">
          <p>{t('image.galleryFailed')}</p>
          <button type="button" className="button button-light" onClick={() => setAttempt((n) => n + 1)}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      {state.status === 'ready' && images.length === 0 && <p>{t('image.galleryEmpty')}</p>}
      <ul className="content-picker">
        {images.map((image) => {
          const name = image.title ?? image.fileName ?? t('image.untitled');
          return (
            <li key={image.id}>
              <button
                type="button"
                className="content-picker-choice"
                aria-label={t('image.use', { name })}
                onClick={() => onPick(image)}
              >
                <img src={image.thumbnailUrl} alt="" width={160} height={120} loading="lazy" />
                <span>{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <UploadDialog
        open={uploading}
        remainingSlots={GALLERY_MAX_IMAGES}
        onClose={() => setUploading(false)}
        onUploaded={() => setAttempt((n) => n + 1)}
        onRefused={(reasons) => {
          setUploading(false);
          setRefused(reasons);
        }}
      />
      <LimitDialog reasons={refused} onClose={() => setRefused(null)} />
    </Modal>
  );
}
