import type { TourSummary } from './types';

/**
 * What lists, cards, the sitemap and metadata need of each tour: small enough for every page. The full
 * itineraries are in ./tours.ts, loaded with the tour page.
 */
export const TOUR_SUMMARIES: readonly TourSummary[] = [
  {
    slug: 'sri-lanka-grand-tour-13day',
    title: 'Sri Lanka Grand Tour',
    summary:
      'Thirteen days from the ancient cities of the Cultural Triangle to Kandy, the tea hills of Ella, a Yala safari and the beaches of the south coast.',
    duration: '13 Days / 12 Nights',
    days: 13,
    locations: 5,
    categories: ['cultural', 'wildlife', 'hill-country'],
    heroImage: 'sigiriya',
    cardImage: 'sigiriya',
    keywords: [
      'Sri Lanka grand tour',
      '13 day Sri Lanka itinerary',
      'Sri Lanka private driver tour',
      'Sigiriya and Kandy tour',
      'Ella train',
      'Yala safari',
      'Sri Lanka chauffeur guide',
    ],
  },
  {
    slug: 'southern-coastal-explorer-6day',
    title: 'Southern Coastal Explorer',
    summary:
      'Six days on the south and west coasts: Bentota river safaris, Galle Fort, whale watching in Mirissa and the wild elephants of Udawalawe.',
    duration: '6 Days / 5 Nights',
    days: 6,
    locations: 3,
    categories: ['beach', 'wildlife'],
    heroImage: 'mirissa',
    cardImage: 'mirissa',
    keywords: [
      'Sri Lanka beach tour',
      'south coast Sri Lanka',
      'Mirissa whale watching',
      'Galle Fort tour',
      'Udawalawe safari',
      'Bentota',
      'short Sri Lanka tour',
    ],
  },
  {
    slug: 'grand-circle-18day',
    title: 'Grand Circle',
    summary:
      'The whole island in 18 days: Anuradhapura, Trincomalee, Sigiriya, Kandy, hikes in the Knuckles and Horton Plains, Ella, Yala and the south coast.',
    duration: '18 Days / 17 Nights',
    days: 18,
    locations: 8,
    categories: ['cultural', 'adventure', 'hill-country', 'wildlife', 'beach'],
    heroImage: 'anuradhapura',
    cardImage: 'trincomalee',
    keywords: [
      'Sri Lanka round trip',
      '18 day Sri Lanka tour',
      'Anuradhapura and Trincomalee',
      'Knuckles hike',
      'Horton Plains',
      'Sri Lanka adventure tour',
      'Sri Lanka private chauffeur',
    ],
  },
  {
    slug: 'sri-lanka-highlights-10day',
    title: 'Sri Lanka Highlights',
    summary:
      'Ten days through the essentials: Sigiriya and Polonnaruwa, Kandy, the tea country and the Ella train, ending on the coast in historic Galle.',
    duration: '10 Days / 9 Nights',
    days: 10,
    locations: 5,
    categories: ['cultural', 'hill-country', 'beach'],
    heroImage: 'ella',
    cardImage: 'nuwara-eliya',
    keywords: [
      'Sri Lanka highlights tour',
      '10 day Sri Lanka itinerary',
      'Sigiriya Kandy Ella tour',
      'Kandy to Ella train',
      'Galle Fort',
      'Sri Lanka tea country',
      'Sri Lanka private driver',
    ],
  },
];

export function tourSummary(slug: string): TourSummary {
  const summary = TOUR_SUMMARIES.find((tour) => tour.slug === slug);
  if (!summary) throw new Error(`No tour summary for ${slug}`);
  return summary;
}
