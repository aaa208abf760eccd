/**
 * Business constants from the product spec that the database also enforces. The SQL in
 * supabase/migrations uses the same numbers and lists; tests/db/limits.test.ts reads them back from the
 * database catalog (constraint definitions, function results, behaviour at the boundary) and fails when
 * the two disagree. Change a value here and in its migration together.
 */

// The star scale and the gallery's categories, which public pages load first (see there).
export * from './public-limits';

// --- Tour inquiry (spec §5 "Tour inquiry modal", §9) ---

export const INQUIRY_ADULTS = { min: 1, max: 10, default: 1 } as const; // people
export const INQUIRY_CHILDREN = { min: 0, max: 8, default: 0 } as const; // people

/** Inquiry and custom tour request status (spec §4). */
export const INQUIRY_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

// --- Custom tour request (spec §5) ---

export const NUMBER_OF_PEOPLE_OPTIONS = ['1', '2', '3-4', '5-8', '9-15', '16+'] as const;
export type NumberOfPeople = (typeof NUMBER_OF_PEOPLE_OPTIONS)[number];

/** USD per person; `flexible` means no stated budget. */
export const BUDGET_RANGE_OPTIONS = [
  'under-1000',
  '1000-2500',
  '2500-5000',
  '5000-10000',
  'above-10000',
  'flexible',
] as const;
export type BudgetRange = (typeof BUDGET_RANGE_OPTIONS)[number];

// --- Reviews (spec §3, §5 "Review forms", §9) ---

/** Tour review and custom review status (spec §4). */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

// RATING, the star scale (whole numbers only), is in public-limits.ts.
export const REVIEW_COMMENT_MIN_LENGTH = 10; // characters, after trimming

/** Tour review ratings; amenities (Accommodations) may be absent or null, meaning "not given". */
export const TOUR_REVIEW_RATING_KEYS = {
  required: ['overall', 'quality', 'locations', 'service', 'price'],
  optional: ['amenities'],
} as const;
export const CUSTOM_REVIEW_RATING_KEYS = {
  required: ['overall', 'quality', 'service', 'value'],
  optional: [],
} as const;

/** Where a reviewer's e-mail was found (computed by the database, never sent by the client). */
export const VALIDATION_SOURCES = ['tour_inquiry', 'custom_tour_request'] as const;
export type ValidationSource = (typeof VALIDATION_SOURCES)[number];

export const CUSTOM_REVIEW_DEFAULT_TOUR_TYPE = 'custom';

// --- Gallery (spec §3, §5 "Gallery upload", §9) ---

export const GALLERY_MAX_IMAGES = 20; // images
export const GALLERY_MAX_TOTAL_BYTES = 52_428_800; // bytes (50 MiB)
export const GALLERY_MAX_OBJECT_BYTES = 2_097_152; // bytes (2 MiB) per uploaded file, the bucket's limit
export const BYTES_PER_MB = 1_048_576; // bytes; sizes are shown in MB
export const GALLERY_ALMOST_FULL_REMAINING = 3; // images left at which the 'almost full' warning shows
export const GALLERY_ALLOWED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;

// GALLERY_CATEGORIES, GALLERY_PUBLIC_CATEGORIES and GALLERY_DEFAULT_CATEGORY are in public-limits.ts.

/** `cloudinary` marks records of images hosted by the older image service. */
export const GALLERY_UPLOAD_SOURCES = ['supabase_storage', 'cloudinary'] as const;
export const GALLERY_IMAGE_DIMENSION_MAX = 20_000; // pixels, width or height

/** The spec's reason texts for the capacity check and the database's refusal (spec §5). */
export const GALLERY_LIMIT_REASONS = {
  images: 'Would exceed image limit (20 max)',
  storage: 'Would exceed storage limit (50MB max)',
} as const;

// --- Abuse and offline delivery ---

/**
 * Visitors' inserts per e-mail address and table. Beyond it the database answers SQLSTATE PT429 (HTTP 429)
 * and the outbox retries later.
 */
export const SUBMISSION_THROTTLE = { maxPerWindow: 5, windowMinutes: 60 } as const;

/**
 * Visitors' writes per source (the client's address as the API gateway reports it; an IPv6 address counts
 * by its /64) and from all sources together: `submission*` over the four submission tables together,
 * `analytics*` in analytics events (rows). Beyond one, the database answers PT429 (HTTP 429) with the
 * seconds to wait, and the outbox sends the item again after that. The host's own loopback address is not
 * counted (the local server's tests and development). SQL: private.visitor_write_limits() in
 * supabase/migrations/20261125110000_source_throttles.sql.
 */
export const VISITOR_WRITE_LIMITS = {
  /** A family or a hotel's guests on one Wi-Fi send a handful an hour. */
  submissionPerSource: { max: 20, windowMinutes: 60 },
  /** Many times a busy hour's enquiries and reviews for the whole site. */
  submissionOverall: { max: 600, windowMinutes: 60 },
  /** Twice what the busiest single visitor sends (about 60 events a minute). */
  analyticsPerSource: { max: 1_200, windowMinutes: 10 },
  /** Several times a busy hour's events for the whole site. */
  analyticsOverall: { max: 10_000, windowMinutes: 60 },
} as const;

/** Which limit held a write back, as the database names it in the PT429 answer's hint. */
export const THROTTLE_LIMITS = ['email', 'source', 'overall'] as const;
export type ThrottleLimit = (typeof THROTTLE_LIMITS)[number];

/** How far a device clock may run ahead: a `submitted_at` later than the server's now() plus this is refused. */
export const SUBMITTED_AT_MAX_CLOCK_SKEW_MINUTES = 15; // minutes

/** A preferred or travel start date may be this many days before the UTC day of submitting (time zones). */
export const DATE_TIMEZONE_LEEWAY_DAYS = 1; // days

/** What the database accepts as an e-mail address (same shape as its `*_email_format` constraints). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Maximum lengths, in characters, of every free-text column (columns limited to a list of values are in
 * the lists above). Generous for real use, small enough that a form cannot be used to store files.
 */
export const TEXT_MAX_LENGTH = {
  admins: { email: 254 },
  change_history: { changed_by_email: 254 },
  tour_inquiries: {
    tour_id: 100,
    tour_title: 200,
    first_name: 100,
    last_name: 100,
    email: 254,
    phone: 40,
    country: 100,
    message: 2000,
    internal_note: 2000,
  },
  custom_tour_requests: {
    full_name: 200,
    email: 254,
    phone: 40,
    country: 100,
    tour_places: 2000,
    hotel_preferences: 1000,
    additional_requirements: 2000,
    internal_note: 2000,
  },
  reviews: {
    tour_id: 100,
    tour_title: 200,
    booking_id: 100,
    customer_name: 100,
    email: 254,
    country: 100,
    comment: 2000,
    recommendations: 2000,
    admin_notes: 2000,
  },
  custom_reviews: {
    customer_name: 100,
    email: 254,
    country: 100,
    tour_type: 50,
    comment: 2000,
    admin_notes: 2000,
  },
  gallery: {
    title: 200,
    description: 1000,
    url: 2048,
    thumbnail_url: 2048,
    preview_url: 2048,
    public_id: 500,
    file_name: 255,
    format: 20,
    uploaded_by: 100,
    storage_path: 1024,
  },
  analytics_events: { path: 300 },
  notification_jobs: { recipient: 254, last_error: 1000 },
  push_subscriptions: { endpoint: 1000, user_agent: 500 },
  // A content item's slug (a tour's is its URL); the draft, each saved version and the published copy.
  content_entries: { slug: 80 },
  content_revisions: { slug: 80 },
  content_published: { slug: 80 },
} as const;

// --- Staff notifications ---

/** Kinds of submission an admin chooses to hear about, by e-mail and by push (notification_settings). */
export const NOTIFICATION_SUBMISSION_KINDS = [
  'tour_inquiry',
  'custom_tour_request',
  'review',
  'custom_review',
] as const;
export type NotificationSubmissionKind = (typeof NOTIFICATION_SUBMISSION_KINDS)[number];
/** More addresses that get an admin's staff e-mails (a shared inbox, a colleague without an account). */
export const NOTIFICATION_EXTRA_EMAILS_MAX = 5; // addresses per admin
