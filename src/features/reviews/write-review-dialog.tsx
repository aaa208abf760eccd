import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/modal';
import { submitReview } from './api/submit-review';
import { ReviewForm } from './review-form';
import { TOUR_RATING_FIELDS, tourReviewDefaults, tourReviewSchema } from './review-schemas';
import type { WriteReviewDialogProps } from './write-review-button';

/** The tour review form in its modal; loaded on its own (see src/lib/lazy-dialog.tsx). */
export default function WriteReviewDialog({ tour, open, onClose, onSubmitted }: WriteReviewDialogProps) {
  const { t } = useTranslation('forms');
  const ratingLabel = (key: string) => t(`review.ratings.${key}`);
  return (
    <Modal open={open} onClose={onClose} title={t('review.title')} subtitle={tour.title} closeLabel={t('close')}>
      <ReviewForm
        analyticsForm="review"
        defaults={tourReviewDefaults(tour)}
        schema={tourReviewSchema}
        send={submitReview}
        ratingFields={TOUR_RATING_FIELDS}
        ratingLabel={ratingLabel}
        recommendLabel={t('review.fields.wouldRecommendTour')}
        onSubmitted={(message) => {
          onClose();
          onSubmitted?.(message);
        }}
      />
    </Modal>
  );
}
