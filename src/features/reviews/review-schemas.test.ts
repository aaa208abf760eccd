import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { issuesToErrors } from '../../components/form-fields';
import en from '../../locales/en/forms.json';
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
/** Filled in by the outbox or decided by the database, never sent by the form. */
const NOT_SENT = [
  'id',
  'submitted_at',
  'status',
  'created_at',
  'updated_at',
  'is_validated',
  'validation_source',
  'admin_notes',
  'reviewed_at',
];

function english(key: string, values: Record<string, string> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof text !== 'string') throw new Error(`no English text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

/** Field → English message as the form shows it (a rating's message names the rating). */
function errorsFor(
  schema: typeof tourReviewSchema | typeof customReviewSchema,
  labels: string,
  values: TourReview | CustomReview,
) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(issuesToErrors(result.error.issues)).map(([path, key]) => {
      const rating = path.startsWith('ratings.') ? path.slice('ratings.'.length) : undefined;
      return [path, english(key, rating ? { label: english(`${labels}.${rating}`) } : {})];
    }),
  );
}

function insertColumns(table: string): string[] {
  const source = readFileSync(new URL('../../types/database.ts', import.meta.url), 'utf8');
  const start = source.indexOf('Insert: {', source.indexOf(`      ${table}: {`));
  const block = source.slice(start, source.indexOf('};', start));
  return [...block.matchAll(/^\s+(\w+)\??:/gm)].map((match) => match[1]!);
}

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
      customerName: 'Name is required',
      email: 'Email is required',
      country: 'Country is required',
      comment: 'Please share your experience',
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
    const expected = insertColumns('reviews').filter((column) => !NOT_SENT.includes(column));
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
      customerName: 'Name is required',
      email: 'Email is required',
      country: 'Country is required',
      comment: 'Please share your experience',
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
    const expected = insertColumns('custom_reviews').filter((column) => !NOT_SENT.includes(column));
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
