import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/form-fields';
import { Modal } from '../../components/modal';
import type { TourSummary } from '../../content/types';
import { submitReview } from './api/submit-review';
import { ReviewForm } from './review-form';
import { TOUR_RATING_FIELDS, tourReviewDefaults, tourReviewSchema } from './review-schemas';

export interface WriteReviewModalProps {
  tour: TourSummary;
  open: boolean;
  onClose: () => void;
  /** Called with the text to show the visitor once the review is saved; the modal has closed by then. */
  onSubmitted?: (message: string) => void;
}

/** The tour review modal (spec §2 Tour detail "Write a Review", §4, §5). */
export function WriteReviewModal(props: WriteReviewModalProps) {
  // Its texts are the `forms` namespace: wait for them here, not in the section that places the modal.
  return (
    <Suspense fallback={null}>
      <WriteReviewDialog key={props.tour.slug} {...props} />
    </Suspense>
  );
}

function WriteReviewDialog({ tour, open, onClose, onSubmitted }: WriteReviewModalProps) {
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

/** 'Write a Review' with its modal and the thank-you message: one element to place on a tour page. */
export function WriteReviewButton({ tour }: { tour: TourSummary }) {
  return (
    <Suspense fallback={null}>
      <WriteReviewControl key={tour.slug} tour={tour} />
    </Suspense>
  );
}

function WriteReviewControl({ tour }: { tour: TourSummary }) {
  const { t } = useTranslation('forms');
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string>();
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={() => {
          setMessage(undefined);
          setOpen(true);
        }}
      >
        {t('review.open')}
      </button>
      <WriteReviewModal tour={tour} open={open} onClose={() => setOpen(false)} onSubmitted={setMessage} />
      <StatusMessage className="form-status">{message && <p>{message}</p>}</StatusMessage>
    </>
  );
}
