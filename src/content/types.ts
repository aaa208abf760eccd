/**
 * The categories content is filed under (spec §3), and the tour shapes pages use. Every shape of the
 * published content is in ./published.ts (as pages read it) and ./documents.ts (as editors save it).
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
