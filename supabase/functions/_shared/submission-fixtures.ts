/**
 * Rows as PostgREST returns them after a visitor's insert, for the notification tests: one complete row
 * of each kind, and one with every optional column null.
 */
import type { SubmissionKind } from './submissions.ts';

const TIMES = {
  status: 'pending',
  submitted_at: '2026-11-21T09:00:00+00:00',
  created_at: '2026-11-21T09:00:02.123+00:00',
  updated_at: '2026-11-21T09:00:02.123+00:00',
};

export const FULL_RECORDS: Record<SubmissionKind, Record<string, unknown>> = {
  tour_inquiry: {
    id: '3f2a9c1e-8b7d-4e2f-9a1b-123456789abc',
    tour_id: 'cultural-triangle-5-days',
    tour_title: 'Cultural Triangle 5 Days',
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane.doe@example.com',
    phone: '+44 7700 900123',
    country: 'United Kingdom',
    preferred_date: '2026-12-01',
    adults: 2,
    children: 1,
    message: 'We would love to see Sigiriya at sunrise.\nOne of us is vegetarian.',
    internal_note: null,
    language: 'en',
    ...TIMES,
  },
  custom_tour_request: {
    id: 'a1b2c3d4-1111-4222-8333-444455556666',
    full_name: 'Max Mustermann',
    email: 'max@example.de',
    phone: '+49 151 23456789',
    country: 'Germany',
    travel_start_date: '2027-01-12',
    travel_end_date: '2027-01-20',
    number_of_people: '3-4',
    budget_range: '2500-5000',
    tour_places: 'Kandy, Ella\nYala for a safari',
    hotel_preferences: 'Boutique hotels',
    additional_requirements: 'A child seat for a 3-year-old',
    internal_note: null,
    language: 'de',
    ...TIMES,
  },
  review: {
    id: 'b2c3d4e5-2222-4333-8444-555566667777',
    tour_id: 'southern-coastal-6-days',
    tour_title: 'Southern Coastal 6 Days',
    booking_id: 'BK-2026-118',
    customer_name: 'Claire Martin',
    email: 'claire@example.fr',
    country: 'France',
    ratings: { overall: 5, quality: 4, locations: 5, amenities: 3, service: 5, price: 4 },
    comment: 'Our driver Nuwan was wonderful.\nThe whales at Mirissa were unforgettable.',
    recommendations: 'Bring a rain jacket.',
    would_recommend: true,
    is_validated: true,
    validation_source: 'tour_inquiry',
    admin_notes: null,
    reviewed_at: null,
    language: 'fr',
    ...TIMES,
  },
  custom_review: {
    id: 'c3d4e5f6-3333-4444-8555-666677778888',
    customer_name: 'Akira Sato',
    email: 'akira@example.jp',
    country: 'Japan',
    tour_type: 'custom',
    ratings: { overall: 4, quality: 4, service: 5, value: 3 },
    comment: 'A well planned trip that matched what we asked for.',
    would_recommend: false,
    is_validated: false,
    validation_source: null,
    admin_notes: null,
    reviewed_at: null,
    language: 'en',
    ...TIMES,
  },
};

const OPTIONAL_COLUMNS: Record<SubmissionKind, string[]> = {
  tour_inquiry: ['preferred_date', 'message'],
  custom_tour_request: ['additional_requirements'],
  review: ['booking_id', 'recommendations'],
  custom_review: [],
};

/** The complete row with every optional column null (and the optional amenities rating left out). */
export function minimalRecord(kind: SubmissionKind): Record<string, unknown> {
  const record: Record<string, unknown> = { ...FULL_RECORDS[kind] };
  for (const column of OPTIONAL_COLUMNS[kind]) record[column] = null;
  if (kind === 'review') record.ratings = { overall: 5, quality: 4, locations: 5, service: 5, price: 4 };
  return record;
}
