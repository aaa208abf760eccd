import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NOTES_MAX_LENGTH, type Decision, type ModeratedReview, type ReviewStatus } from '../review-models';
import { DecisionButtons } from './decision-buttons';

interface DecisionPanelProps {
  review: ModeratedReview;
  /** Resolves true once the server has confirmed the decision. */
  onDecide: (decision: Decision) => Promise<boolean>;
}

/**
 * The details modal's Approve / Reject with an optional staff note saved with the decision (spec §4).
 * The note starts as the stored one, so deciding again keeps it unless it is edited; emptied, it is cleared.
 * Mount with `key={review.id}` so another review starts with its own note.
 */
export function DecisionPanel({ review, onDecide }: DecisionPanelProps) {
  const { t } = useTranslation('admin-reviews');
  const [note, setNote] = useState(review.adminNotes ?? '');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<ReviewStatus | null>(null);
  const headingId = useId();
  const noteId = useId();
  const hintId = useId();
  const noteRef = useRef<HTMLTextAreaElement>(null);

  async function decide(status: ReviewStatus) {
    setSaving(true);
    setSaved(null);
    const confirmed = await onDecide({ status, adminNotes: note.trim() || null });
    setSaving(false);
    if (confirmed) setSaved(status);
  }

  return (
    <section className="admin-reviews-decision" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('decision.heading')}</h3>
      <div className="field">
        <label htmlFor={noteId}>{t('decision.note')}</label>
        <textarea
          ref={noteRef}
          id={noteId}
          rows={3}
          maxLength={ADMIN_NOTES_MAX_LENGTH}
          value={note}
          aria-describedby={hintId}
          onChange={(event) => setNote(event.target.value)}
        />
        <p id={hintId} className="field-hint">
          {t('decision.noteHint')}
        </p>
      </div>
      <div className="admin-reviews-actions">
        <DecisionButtons
          status={review.status}
          name={review.name}
          onDecide={(status) => void decide(status)}
          disabled={saving}
          focusAfterDecision={noteRef}
        />
      </div>
      <p className="admin-reviews-note" role="status">
        {saved && t(`decision.saved.${saved}`)}
      </p>
    </section>
  );
}
