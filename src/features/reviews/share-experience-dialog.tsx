import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { submitCustomReview } from './api/submit-custom-review';
import { ReviewForm } from './review-form';
import { CUSTOM_RATING_FIELDS, customReviewDefaults, customReviewSchema } from './review-schemas';
import type { ShareExperienceDialogProps } from './share-experience-button';

/** The custom-tour review form in its modal; loaded on its own (see src/lib/lazy-dialog.tsx). */
export default function ShareExperienceDialog({ open, onClose, onSubmitted }: ShareExperienceDialogProps) {
  const { t } = useTranslation('forms');
  const ratingLabel = (key: string) => t(`customReview.ratings.${key}`);
  return (
    <Modal open={open} onClose={onClose} title={t('customReview.title')} closeLabel={t('close')}>
      <ReviewForm
        analyticsForm="custom_review"
        defaults={customReviewDefaults()}
        schema={customReviewSchema}
        send={submitCustomReview}
        ratingFields={CUSTOM_RATING_FIELDS}
        ratingLabel={ratingLabel}
        recommendLabel={t('customReview.wouldRecommend')}
        onSubmitted={(message) => {
          onClose();
          onSubmitted?.(message);
        }}
      />
    </Modal>
  );
}
