import type { PublicRows } from '../../../lib/public-reads';
import { REVIEWS_REQUEST_TIMEOUT_MS, shareInFlight, useLoad } from '../read-published';
import { toTourReview, type TourReview, type TourReviewRow } from '../review-view-models';

/** Named, never `*`: anon may select only the granted columns (ANON_READABLE_COLUMNS.reviews), not e-mail. */
export const TOUR_REVIEW_COLUMNS =
  'id, customer_name, country, ratings, comment, recommendations, would_recommend, created_at' as const;
export const TOUR_REVIEWS_LIMIT = 50; // newest reviews shown on a tour page (and counted in its average)

/**
 * The approved reviews of one tour, newest first: from the server when it answers, else the copy the
 * service worker kept of the last successful read (src/offline/public-reads.ts). The copy holds the rows
 * as read, so a new app version maps them anew.
 */
export function listApprovedTourReviews(tourId: string): Promise<PublicRows<TourReview>> {
  return shareInFlight(`reviews:tour:${tourId}`, async () => {
    // The reading code comes with the first read, after the page has painted (useLoad), rather than with
    // the page's own code: the page hydrates without waiting for it.
    const { readPublicRows } = await import('../../../lib/supabase');
    // Stated here as well as in RLS: what the public page shows should not rest on a policy alone.
    const result = await readPublicRows<TourReviewRow>(
      'reviews',
      {
        select: TOUR_REVIEW_COLUMNS,
        status: 'eq.approved',
        tour_id: `eq.${tourId}`,
        order: 'created_at.desc',
        limit: String(TOUR_REVIEWS_LIMIT),
      },
      // No retries: offline, the device's copy answers at once instead.
      { timeoutMs: REVIEWS_REQUEST_TIMEOUT_MS, label: 'Tour reviews' },
    );
    return { ...result, data: result.data.map(toTourReview) };
  });
}

export function useApprovedTourReviews(tourId: string) {
  return useLoad(tourId, listApprovedTourReviews);
}
