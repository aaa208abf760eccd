/**
 * `?open=<id>` of the staff lists (inquiries, custom tour requests, reviews, custom reviews): the record
 * whose details the page opens. Notification e-mails and pushes link there. Apart from the pages: the
 * routes check the search with it, and the route table is in every page's first download.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads `?open=` for a route: a uuid (lower case, as the database writes it), anything else dropped. */
export function parseOpenSearch(search: Record<string, unknown>): { open?: string | undefined } {
  const value = search.open;
  // Not a uuid: an explicit `undefined`, since TanStack Router merges the validated search over the raw
  // one, so a key left out would keep the raw value.
  return { open: typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined };
}
