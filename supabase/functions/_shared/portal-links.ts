/** Where a submission is opened in the staff portal, and the short reference the traveller is shown. */
import type { SubmissionKind } from './submissions.ts';

/** The staff portal's list page of each kind. */
export const PORTAL_LIST_PATH: Record<SubmissionKind, string> = {
  tour_inquiry: '/admin/inquiries',
  custom_tour_request: '/admin/custom-tours',
  review: '/admin/reviews',
  custom_review: '/admin/custom-reviews',
};

export const PORTAL_SETTINGS_PATH = '/admin/settings';

/** The list page with the submission open; the list alone when there is no id. */
export function portalPath(kind: SubmissionKind, id: string): string {
  const list = PORTAL_LIST_PATH[kind];
  return id ? `${list}?open=${encodeURIComponent(id)}` : list;
}

/** "LCT-" and the id's first eight hex digits: the reference the form shows (src/offline/outbox.ts). */
export function travellerReference(id: string): string {
  return `LCT-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * The site's address without a trailing slash (an origin, or an origin and a path where the site is
 * served from one). Only http(s) with no query or fragment: it becomes link targets in every mail, so a
 * wrong setting fails loudly instead of sending a broken or dangerous link.
 */
export function siteOrigin(siteUrl: string): string {
  const trimmed = siteUrl.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/i.test(trimmed)) {
    throw new Error(`siteUrl must be an http(s) origin such as https://example.com, got: ${trimmed.slice(0, 80)}`);
  }
  return trimmed;
}
