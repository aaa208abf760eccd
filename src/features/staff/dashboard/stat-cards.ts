import { countChange, ratingChange, type Change } from './change';
import type { DashboardFigures, MonthlyCount } from './dashboard-models';

export type StatKey =
  'inquiries' | 'customRequests' | 'reviews' | 'customReviews' | 'averageRating' | 'galleryImages' | 'pendingInquiries';

export interface StatCard {
  /** Key of the card's label under `stats.` in the `admin-dashboard` namespace. */
  key: StatKey;
  kind: 'count' | 'rating';
  /** A count, or the average rating to one decimal (null: nothing rated yet). */
  value: number | null;
  change: Change;
}

function countCard(key: StatKey, figure: MonthlyCount): StatCard {
  return { key, kind: 'count', value: figure.total, change: countChange(figure.this_month, figure.last_month) };
}

/** The seven cards in the spec's order (§2 "Dashboard"). */
export function statCards(figures: DashboardFigures): StatCard[] {
  const rating = figures.average_rating;
  // The change is the shown headline minus the same figure as it stood when this month began (both one
  // decimal), so headline − change is last month's figure. Not `this_month`: a copy kept by an earlier
  // version of the app has this month's reviews alone there.
  const headline = rating.value === null ? null : Math.round(rating.value * 10) / 10;
  return [
    countCard('inquiries', figures.inquiries),
    countCard('customRequests', figures.custom_requests),
    countCard('reviews', figures.reviews),
    countCard('customReviews', figures.custom_reviews),
    {
      key: 'averageRating',
      kind: 'rating',
      value: headline,
      change: ratingChange(headline, rating.last_month),
    },
    countCard('galleryImages', figures.gallery_images),
    countCard('pendingInquiries', figures.pending_inquiries),
  ];
}
