import { pageLanguage } from '../../../lib/i18n';
import { submit } from '../../../offline/outbox-runtime';
import { customReviewToRow, type CustomReview } from '../review-schemas';
import type { ReviewResult } from './submit-review';

/**
 * Saves a custom-tour review in the outbox, then tries to send it (spec §7 "Custom reviews: add"); a
 * refusal is handled as in submitReview.
 */
export async function submitCustomReview(values: CustomReview, replaces?: string): Promise<ReviewResult> {
  return submit({
    replaces,
    kind: 'custom_review',
    // The page's language, from its URL: the reviewer's thank-you is written in it.
    payload: customReviewToRow(values, pageLanguage()),
    summary: values.customerName,
  });
}
