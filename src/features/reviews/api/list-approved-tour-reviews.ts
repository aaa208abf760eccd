import { readPublicRows } from '../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../offline/cache';
import { REVIEWS_REQUEST_TIMEOUT_MS, shareInFlight, useLoad } from '../read-published';
import { toTourReview, type TourReview, type TourReviewRow } from '../review-view-models';

/** Named, never `*`: anon may select only the granted columns (ANON_READABLE_COLUMNS.reviews), not e-mail. */
export const TOUR_REVIEW_COLUMNS =
  'id, customer_name, country, ratings, comment, recommendations, would_recommend, created_at' as const;
export const TOUR_REVIEWS_LIMIT = 50; // newest reviews shown on a tour page (and counted in its average)

export function tourReviewsCacheKey(tourId: string): string {
  return `reviews:tour:${tourId}`;
}

/**
 * The approved reviews of one tour, newest first: from the server when it answers, else the copy kept
 * from the last successful read. The cache holds the rows as read, so a new app version maps them anew.
 */
export function listApprovedTourReviews(tourId: string): Promise<CachedResult<TourReview[]>> {
  const key = tourReviewsCacheKey(tourId);
  return shareInFlight(key, async () => {
    const result = await readThrough<TourReviewRow[]>(key, async () => {
      // Stated here as well as in RLS: what the public page shows should not rest on a policy alone.
      try {
        return await readPublicRows<TourReviewRow>(
          'reviews',
          {
            select: TOUR_REVIEW_COLUMNS,
            status: 'eq.approved',
            tour_id: `eq.${tourId}`,
            order: 'created_at.desc',
            limit: String(TOUR_REVIEWS_LIMIT),
          },
          // No retries: offline, the device's copy answers at once instead.
          { timeoutMs: REVIEWS_REQUEST_TIMEOUT_MS },
        );
      } catch (error) {
        throw new Error(`Tour reviews: ${(error as Error).message}`, { cause: error });
      }
    });
    return { ...result, data: result.data.map(toTourReview) };
  });
}

export function useApprovedTourReviews(tourId: string) {
  return useLoad(tourId, listApprovedTourReviews);
}
