/**
 * The limits public pages' first download needs: the star scale reviews are shown on and the gallery's
 * categories (checked in the gallery route's search, which every page loads with the route table). Part
 * of src/config/limits.ts, which re-exports them; a module of their own so that those pages bring only these.
 */

export const RATING = { min: 1, max: 5 } as const; // stars, whole numbers only

// --- Gallery (spec §3, §5 "Gallery upload") ---

/** Spec order; `hotels` is offered only in the admin portal. */
export const GALLERY_CATEGORIES = ['cultural', 'nature', 'beaches', 'adventure', 'hotels'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export const GALLERY_PUBLIC_CATEGORIES = ['cultural', 'nature', 'beaches', 'adventure'] as const;
export const GALLERY_DEFAULT_CATEGORY: GalleryCategory = 'cultural';
