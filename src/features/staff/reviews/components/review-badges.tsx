import { useTranslation } from 'react-i18next';
import type { ReviewStatus } from '../review-models';

/** The review's status in the spec's colours (pending yellow, approved green, rejected red). */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('admin-reviews');
  return <span className={`admin-reviews-badge admin-reviews-status-${status}`}>{t(`status.${status}`)}</span>;
}

/** Spec §2: 'Validated Customer' when the reviewer's e-mail is one we have an enquiry from. */
export function ValidationBadge({ validated }: { validated: boolean }) {
  const { t } = useTranslation('admin-reviews');
  return (
    <span className={`admin-reviews-badge ${validated ? 'admin-reviews-validated' : 'admin-reviews-not-validated'}`}>
      {t(validated ? 'validation.validated' : 'validation.notValidated')}
    </span>
  );
}
