/**
 * Shapes of the site's static content (spec §3 "Tour list item", "Tour detail", "Vehicle",
 * "Hard-coded review"). Prose that is translated lives in i18n namespaces (tour overviews, FAQ,
 * policy headings); everything else here is English source data.
 */

import type { ImageName } from './images';

/** Names of artwork/photos known to src/content/images.ts. */
export type { ImageName };

export const TOUR_CATEGORIES = ['cultural', 'beach', 'adventure', 'wildlife', 'hill-country'] as const;
export type TourCategory = (typeof TOUR_CATEGORIES)[number];

export interface ItineraryDay {
  day: number;
  title: string;
  description: string;
  activities: string[];
  /** e.g. 'Breakfast, Dinner' */
  meals: string;
  /** Where the night is spent, e.g. 'Hotel in Kandy'; on the last day e.g. 'Departure'. */
  accommodation: string;
  /** e.g. '95 km, about 2.5 hours' */
  driving?: string;
  note?: string;
}

export interface Highlight {
  name: string;
  image: ImageName;
}

/** What lists and cards show of a tour (src/content/tour-summaries.ts). */
export interface TourSummary {
  /** The slug used in /tours/{slug}; also the tourId stored with enquiries and reviews. */
  slug: string;
  title: string;
  /** One sentence for cards and meta descriptions. */
  summary: string;
  /** e.g. '13 Days / 12 Nights' */
  duration: string;
  days: number;
  /** Number of main locations shown as 'N Locations'. */
  locations: number;
  /** A tour may appear under several filter categories. */
  categories: TourCategory[];
  heroImage: ImageName;
  cardImage: ImageName;
  keywords: string[];
}

/** A tour with its full detail (src/content/tours.ts), loaded with the tour page. */
export interface Tour extends TourSummary {
  highlights: Highlight[];
  itinerary: ItineraryDay[];
  includes: string[];
  excludes: string[];
  pricingNote?: string;
  entranceFeesNote?: string;
}

export const VEHICLE_CATEGORIES = ['sedan', 'suv', 'van', 'bus'] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

export interface Vehicle {
  id: string;
  name: string;
  category: VehicleCategory;
  passengers: number;
  luggage: number;
  image: ImageName;
  description: string;
  features: string[];
}

export interface HardcodedReview {
  id: string;
  name: string;
  country: string | null;
  /** 1 to 5 */
  rating: number;
  comment: string;
  /** Initials or a short label shown in the avatar circle. */
  avatar: string;
  /** Display text such as 'March 2025'. */
  date: string;
  /** The review on the external travel-review site. */
  url: string;
}
