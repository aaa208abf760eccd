/**
 * `?category=` of the filtered pages (Tours, Transport, Gallery). Apart from their filter buttons
 * (src/components/category-filter.tsx): the routes check the search with it, and the route table is in
 * every page's first download.
 */

/** Reads `?category=` for a route, dropping values that are not one of `allowed`. */
export function parseCategorySearch<T extends string>(
  search: Record<string, unknown>,
  allowed: readonly T[],
): { category?: T | undefined } {
  const value = search.category;
  // An unknown category is answered with an explicit `undefined`: TanStack Router merges the validated
  // search over the raw one, so a key left out would keep the raw (unknown) value.
  return {
    category: typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined,
  };
}
