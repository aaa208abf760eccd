/**
 * What the review screens show, mapped from the rows visitors may read (snake_case, see
 * ANON_READABLE_COLUMNS) to camelCase view models. The only place that knows both shapes.
 */
import { RATING } from '../../config/public-limits';
import type { Json, Tables } from '../../types/database';
import { mediumDate, oneDecimal, roundToOneDecimal } from '../../lib/light-format';

/** Spec §9: a customer-experience card without an overall rating shows five stars. */
export const DEFAULT_EXPERIENCE_RATING = 5; // stars

/** The tour review columns the tour page reads; created_at may be missing in a copy kept from older data. */
export type TourReviewRow = Pick<
  Tables<'reviews'>,
  'id' | 'customer_name' | 'country' | 'ratings' | 'comment' | 'recommendations' | 'would_recommend'
> & { created_at?: string | null };

/** The custom review columns the home carousel reads. */
export type CustomReviewRow = Pick<
  Tables<'custom_reviews'>,
  'id' | 'customer_name' | 'country' | 'ratings' | 'comment' | 'would_recommend'
> & { created_at?: string | null };

/** The sub-ratings of a tour review, in the order the page lists them. */
export const TOUR_REVIEW_ASPECTS = ['quality', 'locations', 'amenities', 'service', 'price'] as const;
export type TourReviewAspect = (typeof TOUR_REVIEW_ASPECTS)[number];

export interface TourReview {
  id: string;
  customerName: string;
  country: string;
  /** ISO timestamp, or null when unknown. */
  createdAt: string | null;
  /** Whole stars; null means not given (amenities is optional) or not readable. */
  overall: number | null;
  aspects: Record<TourReviewAspect, number | null>;
  comment: string;
  recommendations: string | null;
  wouldRecommend: boolean;
}

/** Spec §3 "Customer experience review (read on home page)". */
export interface CustomerExperience {
  id: string;
  customerName: string;
  country: string;
  overall: number;
  /** ISO timestamp, or null when unknown (shown as 'Recent'). */
  createdAt: string | null;
  comment: string;
  wouldRecommend: boolean;
}

/** A rating from the ratings object when it is a whole star count on the scale, else null. */
function stars(ratings: Json, key: string): number | null {
  if (ratings === null || typeof ratings !== 'object' || Array.isArray(ratings)) return null;
  const value = ratings[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING.min && value <= RATING.max
    ? value
    : null;
}

function timestamp(value: string | null | undefined): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

export function toTourReview(row: TourReviewRow): TourReview {
  return {
    id: row.id,
    customerName: row.customer_name,
    country: row.country,
    createdAt: timestamp(row.created_at),
    overall: stars(row.ratings, 'overall'),
    aspects: {
      quality: stars(row.ratings, 'quality'),
      locations: stars(row.ratings, 'locations'),
      amenities: stars(row.ratings, 'amenities'),
      service: stars(row.ratings, 'service'),
      price: stars(row.ratings, 'price'),
    },
    comment: row.comment,
    recommendations: row.recommendations?.trim() ? row.recommendations : null,
    wouldRecommend: row.would_recommend,
  };
}

export function toCustomerExperience(row: CustomReviewRow): CustomerExperience {
  return {
    id: row.id,
    customerName: row.customer_name,
    country: row.country,
    overall: stars(row.ratings, 'overall') ?? DEFAULT_EXPERIENCE_RATING,
    createdAt: timestamp(row.created_at),
    comment: row.comment,
    wouldRecommend: row.would_recommend,
  };
}

/** Spec §2: the average of the overall ratings to one decimal, and how many reviews there are. */
export function ratingSummary(reviews: readonly Pick<TourReview, 'overall'>[]): {
  average: number | null;
  count: number;
} {
  const ratings = reviews.map((review) => review.overall).filter((overall): overall is number => overall !== null);
  const average = ratings.length ? roundToOneDecimal(ratings.reduce((sum, r) => sum + r, 0) / ratings.length) : null;
  return { average, count: reviews.length };
}

/** The letter in the reviewer's circle; Array.from keeps a letter outside the BMP whole. */
export function reviewerInitial(name: string): string {
  return Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '?';
}

/** The review date in the reader's language, or null when unknown (the caller says 'Recent'). */
export function formatReviewDate(createdAt: string | null, locale: string): string | null {
  if (!createdAt) return null;
  return mediumDate(new Date(createdAt), locale);
}

/** An average such as 4.3 in the reader's language (4,3 in German), always with one decimal. */
export function formatAverage(average: number, locale: string): string {
  return oneDecimal(average, locale);
}
