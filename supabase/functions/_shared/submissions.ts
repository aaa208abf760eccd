/**
 * The four kinds of public submission and how to read their rows as PostgREST returns them (snake_case
 * columns, jsonb as objects). Rows come from the database, but every reader still tolerates a missing,
 * null or oddly typed column: a notification must never fail, or say "null", because of one field.
 */
export const SUBMISSION_KINDS = ['tour_inquiry', 'custom_tour_request', 'review', 'custom_review'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];

/** The languages of the site and of a submission's `language` column. */
export const LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export type SubmissionRecord = Record<string, unknown>;

export function isSubmissionKind(value: unknown): value is SubmissionKind {
  return (SUBMISSION_KINDS as readonly unknown[]).includes(value);
}

export function assertSubmissionKind(value: unknown): SubmissionKind {
  if (!isSubmissionKind(value)) throw new Error(`Unknown submission kind: ${String(value).slice(0, 40)}`);
  return value;
}

/** A language the mails are written in; anything else (an old row, a typo) gets English. */
export function toLanguage(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : 'en';
}

/** A column as text: strings as they are, numbers as digits, anything else (null, objects) as ''. */
export function readText(record: SubmissionRecord | undefined, column: string): string {
  const value = record?.[column];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function readBoolean(record: SubmissionRecord | undefined, column: string): boolean | undefined {
  const value = record?.[column];
  return typeof value === 'boolean' ? value : undefined;
}

/** The ratings object: jsonb arrives as an object, but a JSON string is read too. */
export function readRatings(record: SubmissionRecord | undefined): Record<string, unknown> {
  let value = record?.ratings;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A 1..5 star rating, or undefined when it was not given (amenities may be absent or null). */
export function readRating(ratings: Record<string, unknown>, key: string): number | undefined {
  const value = ratings[key];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? value : undefined;
}

/** Who sent it: full_name, first_name + last_name or customer_name, depending on the table. */
export function travellerName(kind: SubmissionKind, record: SubmissionRecord | undefined): string {
  switch (kind) {
    case 'tour_inquiry':
      return [readText(record, 'first_name'), readText(record, 'last_name')]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(' ');
    case 'custom_tour_request':
      return readText(record, 'full_name');
    case 'review':
    case 'custom_review':
      return readText(record, 'customer_name');
  }
}

/** The name a greeting uses: the first name where the form asked for it, otherwise the whole name. */
export function greetingName(kind: SubmissionKind, record: SubmissionRecord | undefined): string {
  return kind === 'tour_inquiry' && readText(record, 'first_name').trim()
    ? readText(record, 'first_name')
    : travellerName(kind, record);
}
