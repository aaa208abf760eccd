import { pageLanguage } from '../../../lib/i18n';
import { submit, type SubmitResult } from '../../../offline/outbox-runtime';
import { tourReviewToRow, type TourReview } from '../review-schemas';

export type ReviewResult = SubmitResult;

/**
 * Saves a tour review in the outbox, then tries to send it (spec §7 "Tour reviews: add"). A refusal is
 * shown in the modal with the server's reason; the refused copy waits in the outbox until the visitor
 * corrects it (the corrected review `replaces` it) or discards it. Rejects only when even the device
 * could not store it.
 */
export async function submitReview(values: TourReview, replaces?: string): Promise<ReviewResult> {
  return submit({
    replaces,
    kind: 'review',
    // The page's language, from its URL: the reviewer's thank-you is written in it.
    payload: tourReviewToRow(values, pageLanguage()),
    summary: values.tourTitle,
  });
}
