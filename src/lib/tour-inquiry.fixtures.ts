/**
 * Jane's tour inquiry as the tour_inquiries row holds what she typed: for the tests of the form that sends
 * it and of the staff list that shows it, which must agree on the columns and their values.
 */
import type { TablesInsert } from '../types/database';

export function janesInquiry(tour: { slug: string; title: string }) {
  return {
    tour_id: tour.slug,
    tour_title: tour.title,
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane@example.com',
    phone: '+44 7700 900123',
    country: 'United Kingdom',
    preferred_date: null,
    adults: 2,
    children: 1,
  } satisfies Partial<TablesInsert<'tour_inquiries'>>;
}
