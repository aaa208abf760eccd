import { describe, expect, it } from 'vitest';
import {
  allowedDecisions,
  mergeRecentReviews,
  toAdminCustomReview,
  toAdminTourReview,
  toCustomReviewStats,
  toModerationPatch,
  toReviewStatus,
  type CustomReviewListRow,
  type TourReviewListRow,
} from './review-models';

const tourRow: TourReviewListRow = {
  id: 't1',
  tour_id: 'sri-lanka-highlights-10day',
  tour_title: 'Sri Lanka Highlights',
  booking_id: '  ',
  customer_name: ' Jane Doe ',
  email: 'jane@example.com',
  country: 'Germany',
  ratings: { overall: 5, quality: 4, locations: 5, service: 4, price: 3 },
  comment: 'Our driver made every day easy.',
  recommendations: null,
  would_recommend: true,
  status: 'pending',
  is_validated: true,
  validation_source: 'tour_inquiry',
  admin_notes: null,
  reviewed_at: null,
  created_at: '2026-11-02T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
  search_text: 't1 jane doe jane@example.com germany',
};

const customRow: CustomReviewListRow = {
  id: 'c1',
  customer_name: 'Raj Patel',
  email: 'raj@example.com',
  country: 'India',
  tour_type: 'custom',
  ratings: { overall: 4, quality: 4, service: 5, value: 4 },
  comment: 'A tailor-made trip that fitted us.',
  would_recommend: false,
  status: 'approved',
  is_validated: false,
  validation_source: null,
  admin_notes: '  Lovely words  ',
  reviewed_at: '2026-11-03T08:00:00Z',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-03T08:00:00Z',
  search_text: 'c1 raj patel raj@example.com india',
};

describe('toAdminTourReview', () => {
  it('maps every column to camelCase and reads the six ratings, amenities absent as null', () => {
    expect(toAdminTourReview(tourRow)).toEqual({
      id: 't1',
      tourId: 'sri-lanka-highlights-10day',
      tourTitle: 'Sri Lanka Highlights',
      bookingId: null,
      name: 'Jane Doe',
      email: 'jane@example.com',
      country: 'Germany',
      overall: 5,
      aspects: { quality: 4, locations: 5, amenities: null, service: 4, price: 3 },
      comment: 'Our driver made every day easy.',
      recommendations: null,
      wouldRecommend: true,
      isValidated: true,
      validationSource: 'tour_inquiry',
      status: 'pending',
      adminNotes: null,
      reviewedAt: null,
      createdAt: '2026-11-02T10:00:00Z',
      updatedAt: '2026-11-02T10:00:00Z',
    });
  });

  it('reads ratings defensively: unreadable values are null, not stars', () => {
    const review = toAdminTourReview({ ...tourRow, ratings: { overall: '5', quality: 3.5, amenities: 2, price: 9 } });
    expect(review.overall).toBeNull();
    expect(review.aspects).toEqual({ quality: null, locations: null, amenities: 2, service: null, price: null });
    expect(toAdminTourReview({ ...tourRow, ratings: [] }).overall).toBeNull();
  });

  it('shows the badge only with a known source, and an unknown status as pending', () => {
    expect(toAdminTourReview({ ...tourRow, validation_source: 'guess' }).isValidated).toBe(false);
    expect(toAdminTourReview({ ...tourRow, is_validated: false }).isValidated).toBe(false);
    expect(toAdminTourReview({ ...tourRow, status: 'archived' }).status).toBe('pending');
  });
});

describe('toAdminCustomReview', () => {
  it('maps the four ratings, the trimmed note and the decision time', () => {
    expect(toAdminCustomReview(customRow)).toMatchObject({
      id: 'c1',
      name: 'Raj Patel',
      tourType: 'custom',
      overall: 4,
      aspects: { quality: 4, service: 5, value: 4 },
      wouldRecommend: false,
      isValidated: false,
      validationSource: null,
      status: 'approved',
      adminNotes: 'Lovely words',
      reviewedAt: '2026-11-03T08:00:00Z',
    });
  });
});

describe('toReviewStatus', () => {
  it('keeps the three statuses and treats anything else as pending', () => {
    expect(toReviewStatus('approved')).toBe('approved');
    expect(toReviewStatus('rejected')).toBe('rejected');
    expect(toReviewStatus(null)).toBe('pending');
    expect(toReviewStatus('confirmed')).toBe('pending');
  });
});

describe('allowedDecisions (spec §4)', () => {
  it('pending → approve or reject; approved → reject; rejected → approve', () => {
    expect(allowedDecisions('pending')).toEqual(['approved', 'rejected']);
    expect(allowedDecisions('approved')).toEqual(['rejected']);
    expect(allowedDecisions('rejected')).toEqual(['approved']);
  });
});

describe('toModerationPatch', () => {
  it('sends the status alone when the note is to be kept, never reviewed_at', () => {
    expect(toModerationPatch({ status: 'approved' })).toEqual({ status: 'approved' });
  });

  it('stores a trimmed note, and an empty one as null', () => {
    expect(toModerationPatch({ status: 'rejected', adminNotes: '  spam ' })).toEqual({
      status: 'rejected',
      admin_notes: 'spam',
    });
    expect(toModerationPatch({ status: 'approved', adminNotes: '   ' })).toEqual({
      status: 'approved',
      admin_notes: null,
    });
    expect(toModerationPatch({ status: 'approved', adminNotes: null })).toEqual({
      status: 'approved',
      admin_notes: null,
    });
  });
});

describe('toCustomReviewStats', () => {
  it('maps the RPC row and reads numeric strings', () => {
    expect(toCustomReviewStats({ total: 7, approved: 3, pending: 2, average_rating: 4.3 })).toEqual({
      total: 7,
      approved: 3,
      pending: 2,
      averageRating: 4.3,
    });
    const fromText = { total: 1, approved: 1, pending: 0, average_rating: '4.5' } as unknown as Parameters<
      typeof toCustomReviewStats
    >[0];
    expect(toCustomReviewStats(fromText).averageRating).toBe(4.5);
  });
});

describe('mergeRecentReviews', () => {
  it('takes the newest of both kinds together, newest first, up to the limit', () => {
    const tour = [
      {
        id: 't2',
        customer_name: 'T2',
        tour_title: 'Grand Circle',
        ratings: { overall: 5 },
        status: 'approved',
        created_at: '2026-11-05T00:00:00Z',
      },
      {
        id: 't1',
        customer_name: 'T1',
        tour_title: 'Grand Circle',
        ratings: { overall: 3 },
        status: 'pending',
        created_at: '2026-11-01T00:00:00Z',
      },
    ];
    const custom = [
      {
        id: 'c2',
        customer_name: 'C2',
        ratings: { overall: 4 },
        status: 'rejected',
        created_at: '2026-11-04T00:00:00Z',
      },
      { id: 'c1', customer_name: 'C1', ratings: {}, status: 'pending', created_at: '2026-11-02T00:00:00Z' },
    ];
    const merged = mergeRecentReviews(tour, custom, 3);
    expect(merged).toEqual([
      {
        kind: 'tour',
        id: 't2',
        name: 'T2',
        tourTitle: 'Grand Circle',
        overall: 5,
        status: 'approved',
        createdAt: '2026-11-05T00:00:00Z',
      },
      {
        kind: 'custom',
        id: 'c2',
        name: 'C2',
        tourTitle: null,
        overall: 4,
        status: 'rejected',
        createdAt: '2026-11-04T00:00:00Z',
      },
      {
        kind: 'custom',
        id: 'c1',
        name: 'C1',
        tourTitle: null,
        overall: null,
        status: 'pending',
        createdAt: '2026-11-02T00:00:00Z',
      },
    ]);
    expect(mergeRecentReviews([], [])).toEqual([]);
  });
});
