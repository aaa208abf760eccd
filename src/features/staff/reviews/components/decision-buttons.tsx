import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedDecisions, type ReviewStatus } from '../review-models';

interface DecisionButtonsProps {
  status: ReviewStatus;
  /** Who wrote the review, so a screen reader hears which review a button decides. */
  name: string;
  onDecide: (status: ReviewStatus) => void;
  disabled?: boolean;
  /**
   * Where focus goes when the pressed button disappears (Approve is not offered once approved). Not
   * the other decision button: a second Enter pressed by habit must not undo the first.
   */
  focusAfterDecision?: RefObject<HTMLElement | null>;
}

/** Approve and/or Reject, as spec §4 allows from the current status. */
export function DecisionButtons({
  status,
  name,
  onDecide,
  disabled = false,
  focusAfterDecision,
}: DecisionButtonsProps) {
  const { t } = useTranslation('admin-reviews');
  const decided = useRef(false);

  useEffect(() => {
    if (!decided.current) return;
    decided.current = false;
    if (document.activeElement === null || document.activeElement === document.body) {
      focusAfterDecision?.current?.focus();
    }
  }, [status, focusAfterDecision]);

  return (
    <>
      {allowedDecisions(status).map((next) => (
        <button
          key={next}
          type="button"
          className={next === 'approved' ? 'button admin-reviews-approve' : 'button admin-reviews-reject'}
          onClick={() => {
            decided.current = true;
            onDecide(next);
          }}
          disabled={disabled}
        >
          {t(next === 'approved' ? 'approve' : 'reject')}
          <span className="visually-hidden"> {t('reviewBy', { name })}</span>
        </button>
      ))}
    </>
  );
}
