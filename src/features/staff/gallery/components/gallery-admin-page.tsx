import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../../components/admin-title';
import { GALLERY_CATEGORIES, GALLERY_MAX_IMAGES } from '../../../../config/limits';
import {
  filterImages,
  imageLabel,
  summariseStorage,
  toMegabytes,
  type AdminGalleryImage,
  type CategoryFilter,
} from '../gallery-models';
import { useGallery } from '../use-gallery';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { LimitDialog } from './limit-dialog';
import { PreviewDialog } from './preview-dialog';
import { StoragePanel } from './storage-panel';
import { MESSAGE_CLEAR_MS, UploadDialog } from './upload-dialog';
import '../gallery.css';

/** /admin/gallery: storage figures, search and category filter, the grid, upload and delete (spec §2). */
export function GalleryAdminPage() {
  const { t, i18n } = useTranslation('admin-gallery');
  const gallery = useGallery();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [viewId, setViewId] = useState<string | null>(null);
  const [deleteId, setDeleteId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [limitReasons, setLimitReasons] = useState<string[] | null>(null);
  const [notice, setNotice] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const deleted = useRef(false);
  const searchId = 'admin-gallery-search';
  const title = t('title');

  useEffect(() => () => clearTimeout(noticeTimer.current), []);

  const { images, statsValue } = gallery;
  const all = useMemo(() => (images.status === 'ready' ? images.value : []), [images]);
  const shown = useMemo(() => filterImages(all, query, category), [all, query, category]);
  const viewing = all.find((image) => image.id === viewId);
  const toDelete = all.find((image) => image.id === deleteId);
  const full = statsValue ? summariseStorage(statsValue).level === 'full' : false;

  function showNotice(text: string) {
    setNotice(text);
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => setNotice(''), MESSAGE_CLEAR_MS);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    deleted.current = await gallery.remove(toDelete);
    setDeleting(false);
    setDeleteId(null);
  }

  function closeConfirm() {
    setDeleteId(null);
    // The deleted card and its buttons are gone: the heading is the next sensible place for focus.
    if (deleted.current) headingRef.current?.focus();
    deleted.current = false;
  }

  const label = (image: AdminGalleryImage) => imageLabel(image, t('untitled'));

  return (
    <div className="admin-gallery">
      <AdminTitle section={title} />
      <div className="admin-gallery-head">
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <button type="button" className="button" onClick={() => setUploadOpen(true)} disabled={full}>
          {t('upload.open')}
        </button>
      </div>

      <StoragePanel state={gallery.stats} />

      <p role="status" className="admin-gallery-notice">
        {notice}
      </p>

      <div className="admin-gallery-toolbar" role="search">
        <div className="field admin-gallery-search">
          <label htmlFor={searchId}>{t('search')}</label>
          <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <div className="admin-gallery-filter" role="group" aria-label={t('categoryFilter')}>
          {(['all', ...GALLERY_CATEGORIES] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={category === value ? 'button' : 'button button-light'}
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
            >
              {t(`categories.${value}`)}
            </button>
          ))}
        </div>
      </div>

      {gallery.failure && (
        <div className="form-banner error admin-gallery-alert" role="alert">
          <p>{t(gallery.failure === 'delete' ? 'deleteFailed' : 'featureFailed')}</p>
          <button type="button" className="button button-light" onClick={gallery.dismissFailure}>
            {t('dismiss')}
          </button>
        </div>
      )}

      {images.status === 'loading' && (
        <p className="admin-gallery-note" role="status">
          {t('loading')}
        </p>
      )}
      {images.status === 'failed' && (
        <p className="form-banner error" role="alert">
          {t('loadFailed')}
        </p>
      )}
      {images.status === 'ready' && images.source === 'cache' && (
        <p className="form-banner info" role="status">
          {t('offlineCopy', { date: new Date(images.storedAt).toLocaleString(i18n.language) })}
        </p>
      )}
      {images.status === 'ready' && (
        <>
          <p className="admin-gallery-note" aria-live="polite">
            {t('shown', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <p className="admin-gallery-empty">{t('empty')}</p>
          ) : (
            <ul className="admin-gallery-grid">
              {shown.map((image) => (
                <li key={image.id} className="card admin-gallery-card">
                  <article aria-label={label(image)}>
                    <img src={image.thumbnailUrl} alt={label(image)} loading="lazy" width={480} height={360} />
                    <div className="admin-gallery-card-body">
                      <h2>{label(image)}</h2>
                      <p className="admin-gallery-note">
                        {t(`categories.${image.category}`)} ·{' '}
                        {t('sizeMb', { size: toMegabytes(image.fileSize).toLocaleString(i18n.language) })}
                        {image.featured && <span className="admin-gallery-badge">{t('featured')}</span>}
                      </p>
                      <div className="admin-gallery-actions">
                        <button type="button" className="button button-light" onClick={() => setViewId(image.id)}>
                          {t('view')}
                          <span className="visually-hidden"> {label(image)}</span>
                        </button>
                        <button
                          type="button"
                          className="button button-light"
                          aria-pressed={image.featured}
                          onClick={() => void gallery.toggleFeatured(image)}
                        >
                          {t('featured')}
                          <span className="visually-hidden"> {label(image)}</span>
                        </button>
                        <button
                          type="button"
                          className="button admin-gallery-danger"
                          onClick={() => setDeleteId(image.id)}
                        >
                          {t('delete')}
                          <span className="visually-hidden"> {label(image)}</span>
                        </button>
                      </div>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <PreviewDialog image={viewing} onClose={() => setViewId(null)} />

      <ConfirmDialog
        open={toDelete !== undefined}
        title={t('confirmDelete.title')}
        message={toDelete ? t('confirmDelete.question', { title: label(toDelete) }) : ''}
        confirmLabel={t('confirmDelete.confirm')}
        busyLabel={t('confirmDelete.deleting')}
        cancelLabel={t('confirmDelete.cancel')}
        closeLabel={t('close')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={closeConfirm}
      />

      <UploadDialog
        open={uploadOpen}
        // Without figures the server's capacity check is the only judge.
        remainingSlots={statsValue?.remainingImages ?? GALLERY_MAX_IMAGES}
        onClose={() => setUploadOpen(false)}
        onUploaded={(count, closed) => {
          gallery.refresh();
          if (closed) showNotice(t('upload.success', { count }));
        }}
        onRefused={(reasons) => {
          setUploadOpen(false);
          setLimitReasons(reasons);
        }}
      />
      <LimitDialog reasons={limitReasons} onClose={() => setLimitReasons(null)} />
    </div>
  );
}
