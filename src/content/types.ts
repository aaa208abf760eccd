/**
 * Shapes of the site's content (spec §3 "Tour list item", "Tour detail", "Vehicle", "Hard-coded review").
 * Tours are published content (./published.ts); the rest is still source data here.
 */

import type { ImageName } from './images';
import type { Tour } from './published';

/** Names of artwork/photos known to src/content/images.ts. */
export type { ImageName };

export const TOUR_CATEGORIES = ['cultural', 'beach', 'adventure', 'wildlife', 'hill-country'] as const;
export type TourCategory = (typeof TOUR_CATEGORIES)[number];

/** A tour as a page shows it (in one language), and the summary lists and cards show. */
export type { Tour, TourSummary } from './published';

export type ItineraryDay = Tour['itinerary'][number];
export type Highlight = Tour['highlights'][number];

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
