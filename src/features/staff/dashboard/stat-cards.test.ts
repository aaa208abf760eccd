import { describe, expect, it } from 'vitest';
import type { DashboardFigures } from './dashboard-models';
import { statCards } from './stat-cards';

const figures: DashboardFigures = {
  month_start: '2026-11-01T00:00:00+05:30',
  previous_month_start: '2026-10-01T00:00:00+05:30',
  inquiries: { total: 40, this_month: 5, last_month: 4 },
  custom_requests: { total: 12, this_month: 3, last_month: 0 },
  reviews: { total: 9, this_month: 1, last_month: 1 },
  custom_reviews: { total: 6, this_month: 0, last_month: 2 },
  average_rating: { value: 4.63, this_month: 4.6, last_month: 4.3 },
  gallery_images: { total: 18, this_month: 0, last_month: 0 },
  pending_inquiries: { total: 7, this_month: 4, last_month: 1 },
  weekly: [],
};

describe('statCards', () => {
  it('lists the seven cards in the order of the spec', () => {
    expect(statCards(figures).map((card) => card.key)).toEqual([
      'inquiries',
      'customRequests',
      'reviews',
      'customReviews',
      'averageRating',
      'galleryImages',
      'pendingInquiries',
    ]);
  });

  it('shows totals and compares what was created this month with last month', () => {
    const [inquiries, requests, reviews, customReviews, , gallery, pending] = statCards(figures);
    expect(inquiries).toMatchObject({ value: 40, change: { kind: 'percent', direction: 'up', percent: 25 } });
    expect(requests).toMatchObject({ value: 12, change: { kind: 'new', count: 3 } });
    expect(reviews).toMatchObject({ value: 9, change: { kind: 'same' } });
    expect(customReviews).toMatchObject({ value: 6, change: { kind: 'percent', direction: 'down', percent: 100 } });
    expect(gallery).toMatchObject({ value: 18, change: { kind: 'same' } });
    expect(pending).toMatchObject({ value: 7, change: { kind: 'percent', direction: 'up', percent: 300 } });
  });

  it('shows the average rating to one decimal, its change in points', () => {
    const rating = statCards(figures)[4];
    expect(rating).toMatchObject({ kind: 'rating', value: 4.6, change: { kind: 'points', points: 0.3 } });
  });

  it('compares the headline with the same figure when the month began, so headline − change is that figure', () => {
    // this_month differs from the headline in a copy kept by an earlier version (this month's reviews alone).
    const rating = { value: 4.04, this_month: 4.6, last_month: 3.8 };
    const card = statCards({ ...figures, average_rating: rating })[4]!;
    expect(card).toMatchObject({ value: 4, change: { kind: 'points', direction: 'up', points: 0.2 } });
    const change = card.change.kind === 'points' ? card.change.points : NaN;
    expect(Math.round((card.value! - change) * 10) / 10).toBe(rating.last_month);
    // Rounded like the headline: 4.05 shows as 4.1 (half away from zero) and compares as 4.1.
    const half = statCards({ ...figures, average_rating: { value: 4.05, this_month: 4.05, last_month: 4.1 } })[4];
    expect(half).toMatchObject({ value: 4.1, change: { kind: 'same' } });
  });

  it('has no average before anything is rated', () => {
    const none = { ...figures, average_rating: { value: null, this_month: null, last_month: null } };
    expect(statCards(none)[4]).toMatchObject({ value: null, change: { kind: 'no-ratings-last-month' } });
  });
});
