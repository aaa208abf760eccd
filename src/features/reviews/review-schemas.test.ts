import { describe, expect, it } from 'vitest';
import type { FormParser } from '../../components/form-fields';
import { english, englishErrors, sentColumns } from '../../testing/form-schemas';
import {
  CUSTOM_RATING_FIELDS,
  customReviewDefaults,
  customReviewSchema,
  customReviewToRow,
  TOUR_RATING_FIELDS,
  tourReviewDefaults,
  tourReviewSchema,
  tourReviewToRow,
  type CustomReview,
  type TourReview,
} from './review-schemas';

const TOUR = { slug: 'grand-circle-18day', title: 'Grand Circle' };
/** Decided by the database or by staff, never sent by the form. */
const STAFF_ONLY = ['is_validated', 'validation_source', 'admin_notes', 'reviewed_at'];

/** Field → English message as the form shows it (a rating's message names the rating). */
function errorsFor(schema: FormParser<unknown>, labels: string, values: TourReview | CustomReview) {
  return englishErrors(schema, values, (path) =>
    path.startsWith('ratings.') ? english(`${labels}.${path.slice('ratings.'.length)}`) : undefined,
  );
}

/** What both review forms say of an empty reviewer's part. */
const EMPTY_REVIEWER_MESSAGES = {
  customerName: 'Name is required',
  email: 'Email is required',
  country: 'Country is required',
  comment: 'Please share your experience',
};

const reviewer = {
  customerName: 'Jane Doe',
  email: 'jane@example.com',
  country: 'Germany',
  comment: 'Wonderful driver, beautiful places.',
  wouldRecommend: true,
};

const validTour = (): TourReview => ({
  ...tourReviewDefaults(TOUR),
  ...reviewer,
  ratings: { overall: 5, quality: 4, locations: 5, amenities: 0, service: 5, price: 4 },
});

const validCustom = (): CustomReview => ({
  ...customReviewDefaults(),
  ...reviewer,
  ratings: { overall: 5, quality: 4, service: 5, value: 3 },
});

const tourErrors = (values: TourReview) => errorsFor(tourReviewSchema, 'review.ratings', values);
const customErrors = (values: CustomReview) => errorsFor(customReviewSchema, 'customReview.ratings', values);

describe('tourReviewSchema', () => {
  it('starts with no stars, wouldRecommend checked and the tour set', () => {
    expect(tourReviewDefaults(TOUR)).toMatchObject({
      tourId: TOUR.slug,
      tourTitle: TOUR.title,
      ratings: { overall: 0, quality: 0, locations: 0, amenities: 0, service: 0, price: 0 },
      wouldRecommend: true,
      recommendations: '',
    });
  });

  it('reports every required field of an empty form with the spec messages; amenities is optional', () => {
    expect(tourErrors(tourReviewDefaults(TOUR))).toEqual({
      ...EMPTY_REVIEWER_MESSAGES,
      'ratings.overall': 'Overall Experience rating is required',
      'ratings.quality': 'Tour Quality rating is required',
      'ratings.locations': 'Destinations rating is required',
      'ratings.service': 'Customer Service rating is required',
      'ratings.price': 'Value for Money rating is required',
    });
  });

  it('shows the ratings in the spec order with Accommodations optional', () => {
    expect(TOUR_RATING_FIELDS).toEqual([
      { key: 'overall', optional: false },
      { key: 'quality', optional: false },
      { key: 'locations', optional: false },
      { key: 'amenities', optional: true },
      { key: 'service', optional: false },
      { key: 'price', optional: false },
    ]);
    expect(english('review.ratings.amenities')).toBe('Accommodations');
  });

  it('uses "Invalid email format" for a malformed address', () => {
    expect(tourErrors({ ...validTour(), email: 'jane.example.com' })).toEqual({ email: 'Invalid email format' });
  });

  it('needs at least 10 characters after trimming, counted as characters', () => {
    expect(tourErrors({ ...validTour(), comment: '   123456789   ' })).toEqual({
      comment: 'Please write at least 10 characters',
    });
    expect(tourErrors({ ...validTour(), comment: '  1234567890  ' })).toEqual({});
    // Five emoji are ten UTF-16 units but five characters, as the database counts them.
    expect(tourErrors({ ...validTour(), comment: '🌴🐘🌊🍵🚗' })).toEqual({
      comment: 'Please write at least 10 characters',
    });
  });

  it('trims the texts it keeps', () => {
    const parsed = tourReviewSchema.parse({ ...validTour(), customerName: ' Jane ', recommendations: ' Go early ' });
    expect(parsed).toMatchObject({ customerName: 'Jane', recommendations: 'Go early' });
    expect(Object.keys(tourErrors({ ...validTour(), customerName: ' ', country: '\t' }))).toEqual([
      'customerName',
      'country',
    ]);
  });

  it('accepts whole stars 1..5 only, amenities 0 (not given) to 5', () => {
    expect(tourErrors(validTour())).toEqual({});
    expect(tourErrors({ ...validTour(), ratings: { ...validTour().ratings, amenities: 3 } })).toEqual({});
    expect(tourErrors({ ...validTour(), ratings: { ...validTour().ratings, overall: 6, price: 2.5 } })).toEqual({
      'ratings.overall': 'Overall Experience rating is required',
      'ratings.price': 'Value for Money rating is required',
    });
  });
});

describe('tourReviewToRow', () => {
  it('sends the insertable columns of reviews, never status or the validation columns', () => {
    const row = tourReviewToRow(validTour(), 'en');
    const expected = sentColumns('reviews', STAFF_ONLY);
    expect(Object.keys(row).sort()).toEqual(expected.sort());
    for (const column of ['status', 'is_validated', 'validation_source']) expect(row).not.toHaveProperty(column);
  });

  it('maps to snake_case with booking_id null, and leaves amenities out when not given', () => {
    expect(tourReviewToRow(validTour(), 'de')).toEqual({
      tour_id: 'grand-circle-18day',
      tour_title: 'Grand Circle',
      booking_id: null,
      customer_name: 'Jane Doe',
      email: 'jane@example.com',
      country: 'Germany',
      ratings: { overall: 5, quality: 4, locations: 5, service: 5, price: 4 },
      comment: 'Wonderful driver, beautiful places.',
      recommendations: null,
      would_recommend: true,
      language: 'de',
    });
    const withAmenities = tourReviewToRow(
      {
        ...validTour(),
        ratings: { ...validTour().ratings, amenities: 2 },
        recommendations: 'Take the train to Ella',
        wouldRecommend: false,
      },
      'fr',
    );
    expect(withAmenities).toMatchObject({
      ratings: { overall: 5, quality: 4, locations: 5, amenities: 2, service: 5, price: 4 },
      recommendations: 'Take the train to Ella',
      would_recommend: false,
    });
  });
});

describe('customReviewSchema', () => {
  it('reports every required field of an empty form with the custom rating labels', () => {
    expect(customErrors(customReviewDefaults())).toEqual({
      ...EMPTY_REVIEWER_MESSAGES,
      'ratings.overall': 'Overall Experience rating is required',
      'ratings.quality': 'Tour Quality rating is required',
      'ratings.service': 'Guide Service rating is required',
      'ratings.value': 'Value for Money rating is required',
    });
    expect(CUSTOM_RATING_FIELDS.map((field) => field.key)).toEqual(['overall', 'quality', 'service', 'value']);
    expect(customReviewDefaults().wouldRecommend).toBe(true);
  });

  it('applies the same e-mail and comment rules', () => {
    expect(customErrors({ ...validCustom(), email: 'jane@', comment: 'Too short' })).toEqual({
      email: 'Invalid email format',
      comment: 'Please write at least 10 characters',
    });
    expect(customErrors(validCustom())).toEqual({});
  });

  it('has the spec texts for the modal', () => {
    expect(english('customReview.title')).toBe('Share Your Custom Tour Experience');
    expect(english('review.submitting')).toBe('Submitting...');
    expect(english('review.outcome.delivered')).toBe(
      'Thank you for your review! It will be published after admin approval.',
    );
    expect(english('review.outcome.failed')).toBe('Failed to submit review. Please try again.');
  });
});

describe('customReviewToRow', () => {
  it("sends the insertable columns of custom_reviews with tour_type 'custom'", () => {
    const row = customReviewToRow(validCustom(), 'fr');
    const expected = sentColumns('custom_reviews', STAFF_ONLY);
    expect(Object.keys(row).sort()).toEqual(expected.sort());
    expect(row).toEqual({
      customer_name: 'Jane Doe',
      email: 'jane@example.com',
      country: 'Germany',
      tour_type: 'custom',
      ratings: { overall: 5, quality: 4, service: 5, value: 3 },
      comment: 'Wonderful driver, beautiful places.',
      would_recommend: true,
      language: 'fr',
    });
  });
});
