/**
 * Tour reviews and custom reviews as the moderation screens show them: rows of `reviews` and
 * `custom_reviews` (snake_case) mapped to camelCase, with statuses, ratings and validation read
 * defensively, so a row written by an older form never breaks a list. The only place that knows both shapes.
 */
import {
  RATING,
  REVIEW_STATUSES,
  TEXT_MAX_LENGTH,
  VALIDATION_SOURCES,
  type ReviewStatus,
  type ValidationSource,
} from '../../../config/limits';
import type { Database, Json, Tables } from '../../../types/database';
import type { SelectedRow } from '../../../types/select-columns';

export { REVIEW_STATUSES, type ReviewStatus };

/** Both tables cap the staff note at the same length. */
export const ADMIN_NOTES_MAX_LENGTH = TEXT_MAX_LENGTH.custom_reviews.admin_notes; // characters

/**
 * The columns the lists read (as `staff_list_page` returns them), named so a new column is never pulled
 * in by `*`.
 */
export const TOUR_REVIEW_COLUMNS =
  'id, tour_id, tour_title, booking_id, customer_name, email, country, ratings, comment, recommendations, would_recommend, status, is_validated, validation_source, admin_notes, reviewed_at, created_at, updated_at, search_text' as const;
export const CUSTOM_REVIEW_COLUMNS =
  'id, customer_name, email, country, tour_type, ratings, comment, would_recommend, status, is_validated, validation_source, admin_notes, reviewed_at, created_at, updated_at, search_text' as const;
/** What a decision changes, read back from the row the server stored. */
export const MODERATION_COLUMNS = 'status, admin_notes, reviewed_at, updated_at' as const;

export type TourReviewListRow = SelectedRow<'reviews', typeof TOUR_REVIEW_COLUMNS>;
export type CustomReviewListRow = SelectedRow<'custom_reviews', typeof CUSTOM_REVIEW_COLUMNS>;
export type ModerationRow = Pick<Tables<'custom_reviews'>, 'status' | 'admin_notes' | 'reviewed_at' | 'updated_at'>;

/** The part of a review a decision changes. */
export interface Moderation {
  status: ReviewStatus;
  /** null when the staff wrote none. */
  adminNotes: string | null;
  /** When the status was last decided; null while nobody has. */
  reviewedAt: string | null;
  updatedAt: string;
}

/** A decision as the admin makes it: the new status and, when given, the note to store with it. */
export interface Decision {
  status: ReviewStatus;
  /** undefined keeps the stored note; null or text replaces it. */
  adminNotes?: string | null;
}

/** What both lists share: enough for the decisions, the search, the order and the badges. */
export interface ModeratedReview extends Moderation {
  id: string;
  name: string;
  email: string;
  country: string;
  comment: string;
  wouldRecommend: boolean;
  isValidated: boolean;
  validationSource: ValidationSource | null;
  /** Whole stars; null when the stored value is not readable. */
  overall: number | null;
  createdAt: string;
}

export const TOUR_REVIEW_ASPECTS = ['quality', 'locations', 'amenities', 'service', 'price'] as const;
export type TourReviewAspect = (typeof TOUR_REVIEW_ASPECTS)[number];
export const CUSTOM_REVIEW_ASPECTS = ['quality', 'service', 'value'] as const;
export type CustomReviewAspect = (typeof CUSTOM_REVIEW_ASPECTS)[number];

export interface AdminTourReview extends ModeratedReview {
  tourId: string;
  tourTitle: string;
  bookingId: string | null;
  /** Sub-ratings in the order the form asks them; amenities is null when the reviewer skipped it. */
  aspects: Record<TourReviewAspect, number | null>;
  recommendations: string | null;
}

export interface AdminCustomReview extends ModeratedReview {
  tourType: string;
  aspects: Record<CustomReviewAspect, number | null>;
}

export function toReviewStatus(value: string | null | undefined): ReviewStatus {
  return (REVIEW_STATUSES as readonly string[]).includes(value ?? '') ? (value as ReviewStatus) : 'pending';
}

function toValidationSource(value: string | null | undefined): ValidationSource | null {
  return (VALIDATION_SOURCES as readonly string[]).includes(value ?? '') ? (value as ValidationSource) : null;
}

/** A rating from the ratings object when it is a whole star count on the scale, else null. */
export function starsOf(ratings: Json, key: string): number | null {
  if (ratings === null || typeof ratings !== 'object' || Array.isArray(ratings)) return null;
  const value = ratings[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING.min && value <= RATING.max
    ? value
    : null;
}

/** Trimmed text, or null when there is none. */
function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function toModeration(row: ModerationRow): Moderation {
  return {
    status: toReviewStatus(row.status),
    adminNotes: present(row.admin_notes),
    reviewedAt: row.reviewed_at,
    updatedAt: row.updated_at,
  };
}

/**
 * The columns a decision writes. reviewed_at is left to the database, which stamps it with its own clock
 * when the status changes, so every admin's decisions share one clock.
 */
export function toModerationPatch(decision: Decision): { status: ReviewStatus; admin_notes?: string | null } {
  if (decision.adminNotes === undefined) return { status: decision.status };
  return { status: decision.status, admin_notes: present(decision.adminNotes) };
}

/** The known-customer badge follows the database's own check; a flag without a source is not trusted. */
function toValidation(
  row: Pick<Tables<'reviews'>, 'is_validated' | 'validation_source'>,
): Pick<ModeratedReview, 'isValidated' | 'validationSource'> {
  const validationSource = toValidationSource(row.validation_source);
  return { isValidated: row.is_validated && validationSource !== null, validationSource };
}

/** The part both kinds of review map alike. */
function toModeratedReview(row: TourReviewListRow | CustomReviewListRow): ModeratedReview {
  return {
    id: row.id,
    name: row.customer_name.trim(),
    email: row.email,
    country: row.country,
    overall: starsOf(row.ratings, 'overall'),
    comment: row.comment,
    wouldRecommend: row.would_recommend,
    ...toValidation(row),
    ...toModeration(row),
    createdAt: row.created_at,
  };
}

/** The sub-ratings `aspects` names, each read with starsOf. */
function aspectsOf<Aspect extends string>(ratings: Json, aspects: readonly Aspect[]): Record<Aspect, number | null> {
  return Object.fromEntries(aspects.map((aspect) => [aspect, starsOf(ratings, aspect)])) as Record<
    Aspect,
    number | null
  >;
}

export function toAdminTourReview(row: TourReviewListRow): AdminTourReview {
  return {
    ...toModeratedReview(row),
    tourId: row.tour_id,
    tourTitle: row.tour_title,
    bookingId: present(row.booking_id),
    aspects: aspectsOf(row.ratings, TOUR_REVIEW_ASPECTS),
    recommendations: present(row.recommendations),
  };
}

export function toAdminCustomReview(row: CustomReviewListRow): AdminCustomReview {
  return {
    ...toModeratedReview(row),
    tourType: row.tour_type,
    aspects: aspectsOf(row.ratings, CUSTOM_REVIEW_ASPECTS),
  };
}

/** Spec §7 custom review stats: averageRating is the mean overall rating of approved ones, 1 decimal. */
export interface CustomReviewStats {
  total: number;
  approved: number;
  pending: number;
  averageRating: number;
}

export type CustomReviewStatsRow = Database['public']['Functions']['custom_review_stats']['Returns'];

/** numeric may arrive as a JSON string from some PostgREST settings; anything unreadable counts as 0. */
function count(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

export function toCustomReviewStats(row: CustomReviewStatsRow): CustomReviewStats {
  return {
    total: count(row.total),
    approved: count(row.approved),
    pending: count(row.pending),
    averageRating: count(row.average_rating),
  };
}

/** The dashboard's Recent Reviews: both kinds together. */
export const RECENT_REVIEWS_LIMIT = 5; // reviews, as the dashboard's other panels (spec §2)

export const RECENT_TOUR_REVIEW_COLUMNS = 'id, customer_name, tour_title, ratings, status, created_at' as const;
export const RECENT_CUSTOM_REVIEW_COLUMNS = 'id, customer_name, ratings, status, created_at' as const;
export type RecentTourReviewRow = Pick<
  Tables<'reviews'>,
  'id' | 'customer_name' | 'tour_title' | 'ratings' | 'status' | 'created_at'
>;
export type RecentCustomReviewRow = Pick<
  Tables<'custom_reviews'>,
  'id' | 'customer_name' | 'ratings' | 'status' | 'created_at'
>;

export interface RecentReview {
  kind: 'tour' | 'custom';
  id: string;
  name: string;
  /** null for a custom review (shown as 'Custom tour'). */
  tourTitle: string | null;
  overall: number | null;
  status: ReviewStatus;
  createdAt: string;
}

/** The `limit` newest of both lists, newest first; each list should hold at least its own `limit` newest. */
export function mergeRecentReviews(
  tour: readonly RecentTourReviewRow[],
  custom: readonly RecentCustomReviewRow[],
  limit = RECENT_REVIEWS_LIMIT,
): RecentReview[] {
  const common = (row: RecentTourReviewRow | RecentCustomReviewRow) => ({
    id: row.id,
    name: row.customer_name.trim(),
    overall: starsOf(row.ratings, 'overall'),
    status: toReviewStatus(row.status),
    createdAt: row.created_at,
  });
  return [
    ...tour.map((row): RecentReview => ({ kind: 'tour', tourTitle: row.tour_title, ...common(row) })),
    ...custom.map((row): RecentReview => ({ kind: 'custom', tourTitle: null, ...common(row) })),
  ]
    .sort(newestFirst)
    .slice(0, limit);
}

/**
 * Spec §4: from pending an admin may approve or reject; from approved only reject; from rejected only
 * approve. The buttons offered and the change the list accepts both come from here.
 */
export function allowedDecisions(status: ReviewStatus): ReviewStatus[] {
  switch (status) {
    case 'pending':
      return ['approved', 'rejected'];
    case 'approved':
      return ['rejected'];
    case 'rejected':
      return ['approved'];
  }
}

export type StatusFilter = ReviewStatus | 'all';

export function newestFirst(a: { createdAt: string }, b: { createdAt: string }): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}
