/** Valid rows of the four submission tables, as a visitor sends them, for suites that need one of each. */
import { randomUUID } from 'node:crypto';
import { uniqueEmail } from './support';

export type SubmissionTable = 'tour_inquiries' | 'custom_tour_requests' | 'reviews' | 'custom_reviews';

const DAY_MS = 86_400_000;
/** YYYY-MM-DD, `days` from today (UTC): far enough ahead for any time zone. */
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A row for `table` from a new visitor (their own e-mail, so the per-address throttle never counts two),
 * named `name`; `id` is the row's id.
 */
export function submission(table: SubmissionTable, name: string, id: string = randomUUID()): Record<string, unknown> {
  const email = uniqueEmail(table.replace(/_/g, '-'));
  switch (table) {
    case 'tour_inquiries':
      return {
        id,
        tour_id: 'sri-lanka-highlights-10day',
        tour_title: 'Sri Lanka Highlights',
        first_name: name,
        last_name: 'Perera',
        email,
        phone: '+94 77 000 0000',
        country: 'Sri Lanka',
        preferred_date: null,
        adults: 2,
        children: 0,
        message: null,
      };
    case 'custom_tour_requests':
      return {
        id,
        full_name: name,
        email,
        phone: '+44 7700 900123',
        country: 'United Kingdom',
        travel_start_date: day(60),
        travel_end_date: day(70),
        number_of_people: '2',
        budget_range: 'flexible',
        tour_places: 'Kandy, Ella',
        hotel_preferences: 'Boutique hotels',
        additional_requirements: 'no',
      };
    case 'reviews':
      return {
        id,
        tour_id: 'sri-lanka-highlights-10day',
        tour_title: 'Sri Lanka Highlights',
        customer_name: name,
        email,
        country: 'Germany',
        ratings: { overall: 5, quality: 5, locations: 5, service: 5, price: 4 },
        comment: 'Our driver knew every back road and every tea stall.',
        would_recommend: true,
      };
    case 'custom_reviews':
      return {
        id,
        customer_name: name,
        email,
        country: 'France',
        ratings: { overall: 4, quality: 4, service: 5, value: 4 },
        comment: 'A tailor-made trip planned around our children.',
        would_recommend: true,
      };
  }
}
