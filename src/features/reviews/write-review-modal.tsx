import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/form-fields';
import type { TourSummary } from '../../content/types';
import { prefetchOnIntent, useOpenedOnce } from '../../lib/lazy-dialog';

const loadDialog = () => import('./write-review-dialog');
const WriteReviewDialog = lazy(loadDialog);

export interface WriteReviewModalProps {
  tour: TourSummary;
  open: boolean;
  onClose: () => void;
  /** Called with the text to show the visitor once the review is saved; the modal has closed by then. */
  onSubmitted?: (message: string) => void;
}

/** The tour review modal (spec §2 Tour detail "Write a Review", §4, §5). */
export function WriteReviewModal(props: WriteReviewModalProps) {
  if (!useOpenedOnce(props.open)) return null;
  // Its code and its texts (the `forms` namespace) arrive here, not in the section that places the modal.
  return (
    <Suspense fallback={null}>
      <WriteReviewDialog key={props.tour.slug} {...props} />
    </Suspense>
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
        {...prefetchOnIntent(loadDialog)}
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
