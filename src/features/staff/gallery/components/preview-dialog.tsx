import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/modal';
import { imageLabel, toMegabytes, type AdminGalleryImage } from '../gallery-models';
import { galleryHistoryWording } from '../history-wording';
import { HistoryTimeline } from '../../shared/history-timeline';

/** A larger look at one image (the preview variant) with its details and the history of its changes. */
export function PreviewDialog({ image, onClose }: { image: AdminGalleryImage | undefined; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-gallery');
  const label = image ? imageLabel(image, t('untitled')) : '';
  return (
    <Modal
      open={image !== undefined}
      onClose={onClose}
      title={t('preview.title')}
      subtitle={label}
      closeLabel={t('close')}
    >
      {image && (
        <div className="admin-gallery-preview">
          <img src={image.previewUrl} alt={label} />
          <dl className="admin-gallery-details">
            <dt>{t('preview.category')}</dt>
            <dd>{t(`categories.${image.category}`)}</dd>
            <dt>{t('preview.description')}</dt>
            <dd>{image.description || t('preview.none')}</dd>
            <dt>{t('preview.fileName')}</dt>
            <dd>{image.fileName || t('preview.none')}</dd>
            <dt>{t('preview.size')}</dt>
            <dd>{t('sizeMb', { size: toMegabytes(image.fileSize).toLocaleString(i18n.language) })}</dd>
            {image.width !== null && image.height !== null && (
              <>
                <dt>{t('preview.dimensions')}</dt>
                <dd>{t('dimensions', { width: image.width, height: image.height })}</dd>
              </>
            )}
            <dt>{t('preview.uploaded')}</dt>
            <dd>{new Date(image.createdAt).toLocaleString(i18n.language)}</dd>
          </dl>
          <HistoryTimeline recordId={image.id} version={image.updatedAt} wording={galleryHistoryWording(t)} />
        </div>
      )}
    </Modal>
  );
}
