/**
 * How an admin's decision reaches a loaded review list. Pure, so the same rules serve the decision shown
 * at once, the server's confirmation and the step back when the server refuses.
 */
import type { ListPage, ListQuery, ServerListRow } from '../shared/server-list';
import { replaceListRow } from '../shared/use-server-list';
import { toReviewStatus, type Decision, type Moderation } from './review-models';

/** What both review tables' rows share, as the lists read them. */
export interface ReviewListRow extends ServerListRow {
  admin_notes: string | null;
  reviewed_at: string | null;
}

export function sameModeration(a: Moderation, b: Moderation): boolean {
  return (
    a.status === b.status &&
    a.adminNotes === b.adminNotes &&
    a.reviewedAt === b.reviewedAt &&
    a.updatedAt === b.updatedAt
  );
}

/** What the row shows at once when the admin decides, before the server has answered. */
export function optimisticModeration(current: Moderation, decision: Decision, nowIso: string): Moderation {
  return {
    status: decision.status,
    adminNotes: decision.adminNotes === undefined ? current.adminNotes : decision.adminNotes,
    reviewedAt: nowIso,
    updatedAt: nowIso,
  };
}

/** The row's moderation exactly as held (nothing trimmed), to tell whether it changed since. */
export function heldModeration(row: ReviewListRow): Moderation {
  return {
    status: toReviewStatus(row.status),
    adminNotes: row.admin_notes,
    reviewedAt: row.reviewed_at,
    updatedAt: row.updated_at,
  };
}

export function withModeration<Row extends ReviewListRow>(row: Row, moderation: Moderation): Row {
  return {
    ...row,
    status: moderation.status,
    admin_notes: moderation.adminNotes,
    reviewed_at: moderation.reviewedAt,
    updated_at: moderation.updatedAt,
  };
}

/**
 * The list with `original` showing `moderation`, if the row still shows `from`: a confirmation or a step
 * back never undoes a later change made meanwhile. The list's filter and counts follow the new status; a
 * row the filter let go of is placed again.
 */
export function moderatePage<Row extends ReviewListRow>(
  page: ListPage<Row>,
  original: Row,
  moderation: Moderation,
  from: Moderation,
  query: ListQuery,
): ListPage<Row> {
  const held = page.rows.find((row) => row.id === original.id);
  if (held && !sameModeration(heldModeration(held), from)) return page;
  const previous = held ?? withModeration(original, from);
  return replaceListRow(page, withModeration(previous, moderation), query, previous);
}
