import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CheckboxField,
  ContactFields,
  type FormParser,
  Honeypot,
  honeypotFilled,
  StarRating,
  SubmitButton,
  TextArea,
  TextField,
  useFormState,
} from '../../components/form-fields';
import { ErrorBanner } from '../../components/form-banner';
import { TEXT_MAX_LENGTH } from '../../config/limits';
import { retryTimeText, throttleMessageKey } from '../../offline/throttle';
import type { ReviewResult } from './api/submit-review';

// The two review tables share these caps; the smaller of each pair keeps both forms valid.
const MAX = {
  customer_name: Math.min(TEXT_MAX_LENGTH.reviews.customer_name, TEXT_MAX_LENGTH.custom_reviews.customer_name),
  email: Math.min(TEXT_MAX_LENGTH.reviews.email, TEXT_MAX_LENGTH.custom_reviews.email),
  country: Math.min(TEXT_MAX_LENGTH.reviews.country, TEXT_MAX_LENGTH.custom_reviews.country),
  comment: Math.min(TEXT_MAX_LENGTH.reviews.comment, TEXT_MAX_LENGTH.custom_reviews.comment),
  recommendations: TEXT_MAX_LENGTH.reviews.recommendations,
};

/** What both review forms hold; the tour review adds recommendations (and the tour it is about). */
export interface ReviewFormValues {
  customerName: string;
  email: string;
  country: string;
  ratings: Record<string, number>;
  comment: string;
  recommendations?: string;
  wouldRecommend: boolean;
}

export interface ReviewFormProps<Parsed> {
  /** Which review form this is, for the form_start event (data-analytics-form). */
  analyticsForm: 'review' | 'custom_review';
  defaults: ReviewFormValues;
  schema: FormParser<Parsed>;
  /** `replaces`: the id of this visitor's refused review, which the corrected one replaces. */
  send: (values: Parsed, replaces?: string) => Promise<ReviewResult>;
  ratingFields: readonly { key: string; optional: boolean }[];
  ratingLabel: (key: string) => string;
  recommendLabel: string;
  /** The review is saved (or a bot was turned away): `message` is what to tell the visitor. */
  onSubmitted: (message: string) => void;
}

type Failure = { kind: 'failed' } | { kind: 'refused'; reason?: string };

/** The review form inside either review modal (spec §4 "Review modal", §5 "Review forms"). */
export function ReviewForm<Parsed>({
  analyticsForm,
  defaults,
  schema,
  send,
  ratingFields,
  ratingLabel,
  recommendLabel,
  onSubmitted,
}: ReviewFormProps<Parsed>) {
  const { t, i18n } = useTranslation('forms');
  const { values, errors, setField, validate, reset, bind, submitting, setSubmitting, formProps } = useFormState(
    defaults,
    t,
    'review.fields',
  );
  const [failure, setFailure] = useState<Failure>();
  const [refusedId, setRefusedId] = useState<string>();
  const bannerRef = useRef<HTMLDivElement>(null);

  // The banner is at the top of the modal, the button that caused it at the bottom.
  useEffect(() => {
    if (failure) bannerRef.current?.scrollIntoView({ block: 'center' });
  }, [failure]);
  const error = (key: string, options?: Record<string, string>) => (errors[key] ? t(errors[key], options) : undefined);

  function succeed(message: string) {
    reset();
    setFailure(undefined);
    onSubmitted(message);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(undefined);
    if (honeypotFilled(event.currentTarget)) {
      // A bot filled the hidden field: it is told "thank you"; nothing is stored.
      succeed(t('review.outcome.delivered'));
      return;
    }
    const review = validate(schema);
    if (review === undefined) return;
    setSubmitting(true);
    try {
      const result = await send(review, refusedId);
      if (result.refused) {
        // Kept in the outbox; the corrected review will replace it rather than sit beside it.
        setRefusedId(result.id);
        setFailure({ kind: 'refused', reason: result.reason });
      } else {
        setRefusedId(undefined);
        succeed(
          !result.delivered && result.heldUntil !== undefined
            ? t(throttleMessageKey(result.limit), { time: retryTimeText(i18n.resolvedLanguage, result.heldUntil) })
            : t(result.delivered ? 'review.outcome.delivered' : 'review.outcome.saved'),
        );
      }
    } catch {
      setFailure({ kind: 'failed' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form {...formProps} className="form" onSubmit={handleSubmit} data-analytics-form={analyticsForm}>
      {failure && (
        <ErrorBanner ref={bannerRef}>
          <p>{t('review.outcome.failed')}</p>
          {failure.kind === 'refused' && <p>{t('refusedReason', { reason: failure.reason ?? t('unknownReason') })}</p>}
        </ErrorBanner>
      )}
      <div className="form-grid">
        <TextField {...bind('customerName')} autoComplete="name" maxLength={MAX.customer_name} />
        <ContactFields bind={bind} max={MAX} emailHint={t('review.hints.email')} />
      </div>
      <div className="form-grid">
        {ratingFields.map(({ key, optional }) => (
          <StarRating
            key={key}
            label={ratingLabel(key)}
            optionalText={optional ? t('optional') : undefined}
            value={values.ratings[key] ?? 0}
            onChange={(stars) => setField('ratings', { ...values.ratings, [key]: stars }, `ratings.${key}`)}
            starLabel={(count) => t('stars', { count })}
            error={error(`ratings.${key}`, { label: ratingLabel(key) })}
          />
        ))}
      </div>
      <TextArea {...bind('comment')} hint={t('review.hints.comment')} maxLength={MAX.comment} />
      {/* Only tour reviews have recommendations (custom_reviews has no such column). */}
      {values.recommendations !== undefined && (
        <TextArea
          rows={3}
          {...bind('recommendations')}
          value={values.recommendations}
          optionalText={t('optional')}
          maxLength={MAX.recommendations}
        />
      )}
      <CheckboxField
        label={recommendLabel}
        name="wouldRecommend"
        checked={values.wouldRecommend}
        onChange={(checked) => setField('wouldRecommend', checked)}
        error={error('wouldRecommend')}
      />
      <Honeypot label={t('honeypot')} />
      <p className="field-hint">{t('review.moderation')}</p>
      <div className="form-actions">
        <SubmitButton busy={submitting} label={t('review.submit')} busyLabel={t('review.submitting')} />
      </div>
    </form>
  );
}
