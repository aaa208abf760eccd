import type { PublicRows } from '../../../lib/public-reads';
import { REVIEWS_REQUEST_TIMEOUT_MS, shareInFlight, useLoad } from '../read-published';
import { toCustomerExperience, type CustomerExperience, type CustomReviewRow } from '../review-view-models';

/** Named, never `*`: anon may select only the granted columns (ANON_READABLE_COLUMNS.custom_reviews). */
export const CUSTOM_REVIEW_COLUMNS =
  'id, customer_name, country, ratings, comment, would_recommend, created_at' as const;
export const CUSTOM_REVIEWS_LIMIT = 30; // newest stories in the home carousel
const IN_FLIGHT_KEY = 'reviews:custom:approved';

/**
 * Approved custom-tour reviews for the home carousel, newest first; offline, the copy the service worker
 * kept of the last read (src/offline/public-reads.ts).
 */
export function listApprovedCustomReviews(): Promise<PublicRows<CustomerExperience>> {
  return shareInFlight(IN_FLIGHT_KEY, async () => {
    // The reading code comes with the first read, after the page has painted (useLoad), rather than with
    // the page's own code: the page hydrates without waiting for it.
    const { readPublicRows } = await import('../../../lib/supabase');
    // Stated here as well as in RLS: what the public page shows should not rest on a policy alone.
    const result = await readPublicRows<CustomReviewRow>(
      'custom_reviews',
      {
        select: CUSTOM_REVIEW_COLUMNS,
        status: 'eq.approved',
        order: 'created_at.desc',
        limit: String(CUSTOM_REVIEWS_LIMIT),
      },
      // No retries: offline, the device's copy answers at once instead.
      { timeoutMs: REVIEWS_REQUEST_TIMEOUT_MS, label: 'Custom reviews' },
    );
    return { ...result, data: result.data.map(toCustomerExperience) };
  });
}

/** The hook needs a parameter; the home list has none, so one constant stands in. */
const ALL = 'approved';
const loadAll = () => listApprovedCustomReviews();

export function useApprovedCustomReviews() {
  return useLoad(ALL, loadAll);
}
