import type { Tour } from '../content/types';
import { absoluteUrl, agencyId, type JsonLd } from './seo';

/** A tour and its days (the tour page); see seo.ts. */
export function touristTrip(tour: Tour, overview: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: tour.title,
    description: overview || tour.summary,
    url: absoluteUrl(`/tours/${tour.slug}`),
    image: typeof tour.heroImage === 'string' ? absoluteUrl(`/art/${tour.heroImage}.svg`) : tour.heroImage.full,
    touristType: tour.categories,
    provider: { '@id': agencyId() },
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: tour.highlights.length,
      itemListElement: tour.highlights.map((h, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: { '@type': 'TouristDestination', name: h.name },
      })),
    },
    subTrip: tour.itinerary.map((day) => ({
      '@type': 'TouristTrip',
      name: `Day ${day.day}: ${day.title}`,
      description: day.description,
    })),
  };
}
