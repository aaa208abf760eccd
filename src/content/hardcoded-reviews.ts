import { BUSINESS } from './business';
import type { HardcodedReview } from './types';

/**
 * The "What Our Travelers Say" carousel on the home page (spec §2 "Home", §3 "Hard-coded review"); comments
 * longer than 150 characters are truncated there (spec §9).
 *
 * SAMPLE ENTRIES ONLY. The names, countries and comments below are fictional placeholders written for this site;
 * they are not copied from, and do not describe, real people or real reviews. Before launch, replace them with the
 * operator's own published reviews (quoted with permission) and point each `url` at that review.
 */
export const HARDCODED_REVIEWS: readonly HardcodedReview[] = [
  {
    id: 'sample-1',
    name: 'Sarah M.',
    country: 'United Kingdom',
    rating: 5,
    comment:
      'Our driver met us at the airport after a long overnight flight and made everything easy from the first minute. Over ten days he showed us Sigiriya, Kandy and the tea country, always patient, always on time, and full of stories about each place. We could not have asked for a better guide.',
    avatar: 'SM',
    date: 'February 2025',
    url: BUSINESS.social.tripadvisor,
  },
  {
    id: 'sample-2',
    name: 'Lukas B.',
    country: 'Germany',
    rating: 5,
    comment: 'Spotless car, safe driving and great local tips. The train ride to Ella was the highlight of our trip!',
    avatar: 'LB',
    date: 'January 2025',
    url: BUSINESS.social.tripadvisor,
  },
  {
    id: 'sample-3',
    name: 'Camille D.',
    country: 'France',
    rating: 4,
    comment:
      'A very well organised tour of the south coast. The itinerary was adjusted when we wanted an extra day at the beach, and the safari at Yala was unforgettable. Only the early starts were hard for our teenagers!',
    avatar: 'CD',
    date: 'March 2025',
    url: BUSINESS.social.tripadvisor,
  },
  {
    id: 'sample-4',
    name: 'James T.',
    country: 'Australia',
    rating: 5,
    comment: 'Quick replies, a clear plan and a comfortable van for the six of us. Highly recommended for families.',
    avatar: 'JT',
    date: 'December 2024',
    url: BUSINESS.social.tripadvisor,
  },
  {
    id: 'sample-5',
    name: 'Anouk V.',
    country: 'Netherlands',
    rating: 5,
    comment:
      'We asked for a custom route with temples, hiking and a few quiet days by the sea, and the team put together exactly that. Our guide knew where to go early to avoid the crowds and found us the best roadside curry we have ever eaten.',
    avatar: 'AV',
    date: 'April 2025',
    url: BUSINESS.social.tripadvisor,
  },
  {
    id: 'sample-6',
    name: 'Priya K.',
    country: null,
    rating: 4,
    comment: 'Friendly, punctual and flexible. A relaxed way to see the hill country.',
    avatar: 'PK',
    date: 'November 2024',
    url: BUSINESS.social.tripadvisor,
  },
];
