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
import { LimitDialog } from './limit-dialog';
import { PreviewDialog } from './preview-dialog';
import { StoragePanel } from './storage-panel';
import { MESSAGE_CLEAR_MS, UploadDialog } from './upload-dialog';
import { DismissibleAlert } from '../../shared/dismissible-alert';
import { FilterButtons, SearchField } from '../../shared/list-toolbar';
import { ConfirmDelete, ListView } from '../../shared/list-view';
import { NamedButton } from '../../shared/named-button';
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
        <SearchField className="field admin-gallery-search" label={t('search')} value={query} onChange={setQuery} />
        <FilterButtons
          className="admin-gallery-filter"
          label={t('categoryFilter')}
          value={category}
          options={(['all', ...GALLERY_CATEGORIES] as const).map((value) => ({
            value,
            label: t(`categories.${value}`),
          }))}
          onChange={setCategory}
        />
      </div>

      {gallery.failure && (
        <DismissibleAlert
          className="admin-gallery-alert"
          message={t(
            gallery.failure === 'inUse'
              ? 'deleteInUse'
              : gallery.failure === 'delete'
                ? 'deleteFailed'
                : 'featureFailed',
          )}
          dismissLabel={t('dismiss')}
          onDismiss={gallery.dismissFailure}
        />
      )}

      <ListView
        ns="admin-gallery"
        state={images}
        count={shown.length}
        emptyText={t('empty')}
        storedAtText={(storedAt, language) => new Date(storedAt).toLocaleString(language)}
      >
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
                    <NamedButton label={t('view')} name={label(image)} onClick={() => setViewId(image.id)} />
                    <NamedButton
                      label={t('featured')}
                      name={label(image)}
                      pressed={image.featured}
                      onClick={() => void gallery.toggleFeatured(image)}
                    />
                    <NamedButton
                      className="button admin-gallery-danger"
                      label={t('delete')}
                      name={label(image)}
                      onClick={() => setDeleteId(image.id)}
                    />
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </ListView>

      <PreviewDialog image={viewing} onClose={() => setViewId(null)} />

      <ConfirmDelete
        ns="admin-gallery"
        open={toDelete !== undefined}
        message={toDelete ? t('confirmDelete.question', { title: label(toDelete) }) : ''}
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
