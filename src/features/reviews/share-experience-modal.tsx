import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/form-fields';
import { Modal } from '../../components/modal';
import { submitCustomReview } from './api/submit-custom-review';
import { ReviewForm } from './review-form';
import { CUSTOM_RATING_FIELDS, customReviewDefaults, customReviewSchema } from './review-schemas';

export interface ShareExperienceModalProps {
  open: boolean;
  onClose: () => void;
  /** Called with the text to show the visitor once the review is saved; the modal has closed by then. */
  onSubmitted?: (message: string) => void;
}

/** 'Share Your Custom Tour Experience' (spec §2 Home, §4, §5): a review of a tailor-made tour. */
export function ShareExperienceModal(props: ShareExperienceModalProps) {
  return (
    <Suspense fallback={null}>
      <ShareExperienceDialog {...props} />
    </Suspense>
  );
}

function ShareExperienceDialog({ open, onClose, onSubmitted }: ShareExperienceModalProps) {
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

/** 'Share Your Experience' with its modal and the thank-you message: one element to place on Home. */
export function ShareExperienceButton() {
  return (
    <Suspense fallback={null}>
      <ShareExperienceControl />
    </Suspense>
  );
}

function ShareExperienceControl() {
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
        {t('customReview.open')}
      </button>
      <ShareExperienceModal open={open} onClose={() => setOpen(false)} onSubmitted={setMessage} />
      <StatusMessage className="form-status">{message && <p>{message}</p>}</StatusMessage>
    </>
  );
}
