import { describe, expect, it } from 'vitest';
import { roundToOneDecimal } from '../../lib/light-format';
import {
  DEFAULT_EXPERIENCE_RATING,
  formatAverage,
  formatReviewDate,
  ratingSummary,
  reviewerInitial,
  toCustomerExperience,
  toTourReview,
  type CustomReviewRow,
  type TourReviewRow,
} from './review-view-models';

const tourRow: TourReviewRow = {
  id: 'a1',
  customer_name: 'Amelia Hart',
  country: 'United Kingdom',
  ratings: { overall: 5, quality: 4, locations: 5, amenities: 3, service: 5, price: 4 },
  comment: 'Our driver-guide knew every quiet beach.',
  recommendations: 'Take the early train.',
  would_recommend: true,
  created_at: '2026-11-12T12:00:00Z',
};

const customRow: CustomReviewRow = {
  id: 'c1',
  customer_name: 'Priya Nair',
  country: 'Australia',
  ratings: { overall: 4, quality: 5, service: 5, value: 4 },
  comment: 'They shaped the whole route around our kids.',
  would_recommend: false,
  created_at: '2026-11-01T10:00:00Z',
};

describe('toTourReview', () => {
  it('maps the row to the camelCase view model with every sub-rating', () => {
    expect(toTourReview(tourRow)).toEqual({
      id: 'a1',
      customerName: 'Amelia Hart',
      country: 'United Kingdom',
      createdAt: '2026-11-12T12:00:00Z',
      overall: 5,
      aspects: { quality: 4, locations: 5, amenities: 3, service: 5, price: 4 },
      comment: 'Our driver-guide knew every quiet beach.',
      recommendations: 'Take the early train.',
      wouldRecommend: true,
    });
  });

  it('treats a missing or null amenities rating as not given, and blank recommendations as none', () => {
    const { amenities: _amenities, ...withoutAmenities } = tourRow.ratings as Record<string, number>;
    expect(toTourReview({ ...tourRow, ratings: withoutAmenities }).aspects.amenities).toBeNull();
    expect(
      toTourReview({ ...tourRow, ratings: { ...withoutAmenities, amenities: null } }).aspects.amenities,
    ).toBeNull();
    expect(toTourReview({ ...tourRow, recommendations: '  ' }).recommendations).toBeNull();
    expect(toTourReview({ ...tourRow, recommendations: null }).recommendations).toBeNull();
  });

  it('ignores ratings that are not whole stars from 1 to 5', () => {
    const review = toTourReview({ ...tourRow, ratings: { overall: 6, quality: 2.5, locations: '4', service: 0 } });
    expect(review.overall).toBeNull();
    expect(review.aspects).toEqual({ quality: null, locations: null, amenities: null, service: null, price: null });
    expect(toTourReview({ ...tourRow, ratings: null }).overall).toBeNull();
  });
});

describe('toCustomerExperience', () => {
  it('maps the row to the view model', () => {
    expect(toCustomerExperience(customRow)).toEqual({
      id: 'c1',
      customerName: 'Priya Nair',
      country: 'Australia',
      overall: 4,
      createdAt: '2026-11-01T10:00:00Z',
      comment: 'They shaped the whole route around our kids.',
      wouldRecommend: false,
    });
  });

  it('shows five stars when the overall rating is missing or unreadable (spec §9)', () => {
    expect(DEFAULT_EXPERIENCE_RATING).toBe(5);
    expect(toCustomerExperience({ ...customRow, ratings: { quality: 3 } }).overall).toBe(5);
    expect(toCustomerExperience({ ...customRow, ratings: { overall: null } }).overall).toBe(5);
    expect(toCustomerExperience({ ...customRow, ratings: [] }).overall).toBe(5);
    expect(toCustomerExperience({ ...customRow, ratings: { overall: 1 } }).overall).toBe(1);
  });

  it('has no date when created_at is missing or invalid, so the card says Recent', () => {
    expect(toCustomerExperience({ ...customRow, created_at: null }).createdAt).toBeNull();
    const { created_at: _createdAt, ...withoutDate } = customRow;
    expect(toCustomerExperience(withoutDate).createdAt).toBeNull();
    expect(toCustomerExperience({ ...customRow, created_at: 'yesterday' }).createdAt).toBeNull();
    expect(formatReviewDate(null, 'en')).toBeNull();
  });
});

describe('roundToOneDecimal', () => {
  it('rounds half up to one decimal', () => {
    expect(roundToOneDecimal(4.25)).toBe(4.3);
    expect(roundToOneDecimal(4.24)).toBe(4.2);
    expect(roundToOneDecimal(4.35)).toBe(4.4); // 4.35 * 10 is 43.4999… in binary
    expect(roundToOneDecimal(4.05)).toBe(4.1);
    expect(roundToOneDecimal(5)).toBe(5);
  });
});

describe('ratingSummary', () => {
  const reviews = (...overall: (number | null)[]) => overall.map((o) => ({ overall: o }));

  it('averages the overall ratings to one decimal and counts the reviews', () => {
    expect(ratingSummary(reviews(4, 4, 5, 4))).toEqual({ average: 4.3, count: 4 }); // mean 4.25
    // 25 reviews with mean 4.24 (106 / 25)
    expect(ratingSummary(reviews(...Array<number>(19).fill(4), ...Array<number>(6).fill(5)))).toEqual({
      average: 4.2,
      count: 25,
    });
    expect(ratingSummary(reviews(5, 4))).toEqual({ average: 4.5, count: 2 });
  });

  it('has no average without reviews, and leaves unreadable ratings out of it', () => {
    expect(ratingSummary([])).toEqual({ average: null, count: 0 });
    expect(ratingSummary(reviews(5, null))).toEqual({ average: 5, count: 2 });
  });
});

describe('display helpers', () => {
  it('takes the first letter of the name, capitalised', () => {
    expect(reviewerInitial('amelia Hart')).toBe('A');
    expect(reviewerInitial('  Élodie')).toBe('É');
    expect(reviewerInitial('𝒵oe')).toBe('𝒵');
    expect(reviewerInitial('')).toBe('?');
  });

  it('formats dates and averages in the reader language', () => {
    expect(formatReviewDate('2026-11-12T12:00:00Z', 'en')).toBe('Nov 12, 2026');
    expect(formatReviewDate('2026-11-12T12:00:00Z', 'de')).toBe('12.11.2026');
    expect(formatAverage(4.3, 'en')).toBe('4.3');
    expect(formatAverage(5, 'en')).toBe('5.0');
    expect(formatAverage(4.3, 'de')).toBe('4,3');
  });
});
