/**
 * The two review forms (spec §5 "Review forms"): a tour review written on a tour page and a custom-tour
 * review written from the home page. Messages are keys of the `forms` namespace; a missing rating's
 * message is 'errors.ratingRequired' with the rating's label filled in by the form.
 */
import { z } from '../../lib/zod';
import {
  CUSTOM_REVIEW_DEFAULT_TOUR_TYPE,
  CUSTOM_REVIEW_RATING_KEYS,
  TEXT_MAX_LENGTH,
  TOUR_REVIEW_RATING_KEYS,
  REVIEW_COMMENT_MIN_LENGTH,
} from '../../config/limits';
import {
  emailAddress,
  nullIfEmpty,
  optionalRating,
  optionalText,
  requiredRating,
  requiredText,
  TOO_LONG,
} from '../../lib/form-rules';
import type { CustomReviewRatings, SubmissionLanguage, TablesInsert, TourReviewRatings } from '../../types/database';

const RATING_REQUIRED = 'errors.ratingRequired';

/** Name, e-mail, country and comment: the same rules in both forms. */
function reviewerFields(max: { customer_name: number; email: number; country: number; comment: number }) {
  return {
    customerName: requiredText('errors.nameRequired', max.customer_name),
    email: emailAddress('errors.emailRequired', 'errors.emailFormat', max.email),
    country: requiredText('errors.countryRequired', max.country),
    comment: z
      .string()
      .trim()
      .min(1, 'errors.commentRequired')
      .max(max.comment, TOO_LONG)
      // Counted in characters (code points) as the database's char_length counts them, not UTF-16 units.
      .refine((value) => value === '' || [...value].length >= REVIEW_COMMENT_MIN_LENGTH, 'errors.commentTooShort'),
    wouldRecommend: z.boolean(),
  };
}

// --- Tour review (table reviews) ---

const TOUR_MAX = TEXT_MAX_LENGTH.reviews;

export const tourReviewSchema = z.object({
  /** The tour's slug and title, set by the page. */
  tourId: requiredText('errors.tourMissing', TOUR_MAX.tour_id),
  tourTitle: requiredText('errors.tourMissing', TOUR_MAX.tour_title),
  ...reviewerFields(TOUR_MAX),
  ratings: z.object({
    overall: requiredRating(RATING_REQUIRED),
    quality: requiredRating(RATING_REQUIRED),
    locations: requiredRating(RATING_REQUIRED),
    /** Accommodations: 0 = not given. */
    amenities: optionalRating(),
    service: requiredRating(RATING_REQUIRED),
    price: requiredRating(RATING_REQUIRED),
  }),
  recommendations: optionalText(TOUR_MAX.recommendations),
});

export type TourReview = z.infer<typeof tourReviewSchema>;
export type TourRatingKey = keyof TourReview['ratings'];

const isOptionalTourRating = (key: TourRatingKey) =>
  (TOUR_REVIEW_RATING_KEYS.optional as readonly string[]).includes(key);

/** Rating rows in the spec's order; `optional` ones (Accommodations) may stay at 0. */
export const TOUR_RATING_FIELDS: readonly { key: TourRatingKey; optional: boolean }[] = (
  ['overall', 'quality', 'locations', 'amenities', 'service', 'price'] as const
).map((key) => ({ key, optional: isOptionalTourRating(key) }));

export function tourReviewDefaults(tour: { slug: string; title: string }): TourReview {
  return {
    tourId: tour.slug,
    tourTitle: tour.title,
    customerName: '',
    email: '',
    country: '',
    ratings: { overall: 0, quality: 0, locations: 0, amenities: 0, service: 0, price: 0 },
    comment: '',
    recommendations: '',
    wouldRecommend: true,
  };
}

/**
 * The columns the visitor sends. Never status, is_validated or validation_source: the database forces
 * `pending` and decides from its own records whether the reviewer is a known customer.
 */
export type TourReviewRow = Required<
  Pick<
    TablesInsert<'reviews'>,
    | 'tour_id'
    | 'tour_title'
    | 'booking_id'
    | 'customer_name'
    | 'email'
    | 'country'
    | 'ratings'
    | 'comment'
    | 'recommendations'
    | 'would_recommend'
    | 'language'
  >
> & { ratings: TourReviewRatings };

/** `language`: the language of the page the review is sent from (the reviewer's thank-you is in it). */
export function tourReviewToRow(values: TourReview, language: SubmissionLanguage): TourReviewRow {
  const { amenities, ...required } = values.ratings;
  return {
    tour_id: values.tourId,
    tour_title: values.tourTitle,
    // Reviews are not tied to bookings yet (the site takes no bookings).
    booking_id: null,
    customer_name: values.customerName,
    email: values.email,
    country: values.country,
    // Accommodations left at 0 is "not given": the key is left out rather than sent as 0, which is refused.
    ratings: amenities > 0 ? { ...required, amenities } : required,
    comment: values.comment,
    recommendations: nullIfEmpty(values.recommendations),
    would_recommend: values.wouldRecommend,
    language,
  };
}

// --- Custom review (table custom_reviews) ---

const CUSTOM_MAX = TEXT_MAX_LENGTH.custom_reviews;

export const customReviewSchema = z.object({
  ...reviewerFields(CUSTOM_MAX),
  ratings: z.object({
    overall: requiredRating(RATING_REQUIRED),
    quality: requiredRating(RATING_REQUIRED),
    service: requiredRating(RATING_REQUIRED),
    value: requiredRating(RATING_REQUIRED),
  }),
});

export type CustomReview = z.infer<typeof customReviewSchema>;
export type CustomRatingKey = keyof CustomReview['ratings'];

export const CUSTOM_RATING_FIELDS: readonly { key: CustomRatingKey; optional: boolean }[] =
  CUSTOM_REVIEW_RATING_KEYS.required.map((key) => ({ key, optional: false }));

export function customReviewDefaults(): CustomReview {
  return {
    customerName: '',
    email: '',
    country: '',
    ratings: { overall: 0, quality: 0, service: 0, value: 0 },
    comment: '',
    wouldRecommend: true,
  };
}

export type CustomReviewRow = Required<
  Pick<
    TablesInsert<'custom_reviews'>,
    'customer_name' | 'email' | 'country' | 'tour_type' | 'ratings' | 'comment' | 'would_recommend' | 'language'
  >
> & { ratings: CustomReviewRatings };

/** `language`: the language of the page the review is sent from (the reviewer's thank-you is in it). */
export function customReviewToRow(values: CustomReview, language: SubmissionLanguage): CustomReviewRow {
  return {
    customer_name: values.customerName,
    email: values.email,
    country: values.country,
    tour_type: CUSTOM_REVIEW_DEFAULT_TOUR_TYPE,
    ratings: { ...values.ratings },
    comment: values.comment,
    would_recommend: values.wouldRecommend,
    language,
  };
}
