/** Pieces both moderation pages share: the failure alert, the row buttons and the details' fields. */
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DismissibleAlert } from '../../shared/dismissible-alert';
import { FieldList, type Field } from '../../shared/field-list';
import { NamedButton } from '../../shared/named-button';
import { formatDateTime } from '../format';
import type { ModeratedReview } from '../review-models';
import { RatingList, type RatingItem } from './rating-list';
import { ReviewStatusBadge, ValidationBadge } from './review-badges';

/** A change the server did not take, in the spec's words for that page, until dismissed. */
export function FailureAlert({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation('admin-reviews');
  return (
    <DismissibleAlert
      className="admin-reviews-alert"
      message={message}
      dismissLabel={t('dismiss')}
      onDismiss={onDismiss}
    />
  );
}

interface RowButtonProps {
  name: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function ViewDetailsButton({ name, onClick, ref }: RowButtonProps) {
  const { t } = useTranslation('admin-reviews');
  return <NamedButton ref={ref} label={t('viewDetails')} name={t('reviewBy', { name })} onClick={onClick} />;
}

export function DeleteButton({ name, onClick }: RowButtonProps) {
  const { t } = useTranslation('admin-reviews');
  return (
    <NamedButton
      className="button admin-reviews-danger"
      label={t('delete')}
      name={t('reviewBy', { name })}
      onClick={onClick}
    />
  );
}

interface ReviewFieldsProps {
  review: ModeratedReview;
  ratings: RatingItem[];
  /** Before the reviewer's name (what the review is of). */
  first?: Field[];
  /** After the country (the kind of tour). */
  afterCountry?: Field[];
  /** After the comment (the reviewer's tips). */
  afterComment?: Field[];
}

/** The details modal's fields: who, the ratings and comment, the validation and the moderation. */
export function ReviewFields({ review, ratings, first = [], afterCountry = [], afterComment = [] }: ReviewFieldsProps) {
  const { t, i18n } = useTranslation('admin-reviews');
  const lang = i18n.language;
  return (
    <FieldList
      className="admin-reviews-fields"
      fields={[
        ...first,
        { label: t('fields.name'), value: review.name },
        { label: t('fields.email'), value: review.email },
        { label: t('fields.country'), value: review.country },
        ...afterCountry,
        { label: t('fields.ratings'), value: <RatingList items={ratings} /> },
        { label: t('fields.comment'), value: review.comment },
        ...afterComment,
        { label: t('fields.wouldRecommend'), value: t(review.wouldRecommend ? 'yes' : 'no') },
        { label: t('fields.validation'), value: <ValidationBadge validated={review.isValidated} /> },
        { label: t('fields.validationSource'), value: t(`validation.${review.validationSource ?? 'none'}`) },
        { label: t('fields.status'), value: <ReviewStatusBadge status={review.status} /> },
        { label: t('fields.adminNotes'), value: review.adminNotes ?? t('values.none') },
        {
          label: t('fields.reviewedAt'),
          value: review.reviewedAt ? formatDateTime(review.reviewedAt, lang) : t('values.notReviewed'),
        },
        { label: t('fields.created'), value: formatDateTime(review.createdAt, lang) },
        { label: t('fields.updated'), value: formatDateTime(review.updatedAt, lang) },
        { label: t('fields.id'), value: review.id },
      ]}
    />
  );
}
