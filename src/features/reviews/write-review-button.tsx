import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/form-banner';
import type { TourSummary } from '../../content/types';
import { DialogUnavailable, lazyDialog, useDialogOpener, useOpenedOnce } from '../../lib/lazy-dialog';

const {
  load: loadDialog,
  Dialog: WriteReviewDialog,
  failedBefore,
} = lazyDialog(() => import('./write-review-dialog').then((module) => module.default), ['forms']);

export interface WriteReviewDialogProps {
  tour: TourSummary;
  open: boolean;
  onClose: () => void;
  /** Called with the text to show the visitor once the review is saved; the modal has closed by then. */
  onSubmitted?: (message: string) => void;
}

/** The tour review modal (spec §2 Tour detail "Write a Review", §4, §5). */
export function LazyWriteReviewDialog(props: WriteReviewDialogProps) {
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
  const { t } = useTranslation('reviews');
  const [message, setMessage] = useState<string>();
  const { open, unavailable, closeDialog, buttonProps } = useDialogOpener(
    loadDialog,
    'write-review',
    () => setMessage(undefined),
    failedBefore,
  );
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" {...buttonProps}>
        {t('writeReview')}
      </button>
      <LazyWriteReviewDialog tour={tour} open={open} onClose={closeDialog} onSubmitted={setMessage} />
      <StatusMessage className="form-status" tone={unavailable ? 'error' : undefined}>
        {unavailable ? <DialogUnavailable /> : message && <p>{message}</p>}
      </StatusMessage>
    </>
  );
}
