/**
 * How one change reaches a loaded list of reviews. Pure, so the same rules serve the admin's own
 * decisions (optimistic, then confirmed or rolled back) and changes arriving from elsewhere.
 */
import { newestFirst, type Decision, type Moderation, type ModeratedReview } from './review-models';

export type ReviewChange<T extends ModeratedReview> =
  /**
   * Sets the row's moderation fields. With `onlyIf`, only while the row still shows exactly those
   * fields: a confirmation or rollback must not undo a later change made meanwhile.
   */
  | { type: 'moderate'; id: string; moderation: Moderation; onlyIf?: Moderation }
  | { type: 'remove'; id: string }
  /** A whole row, new or changed: replaces the one with its id, or joins the list in date order. */
  | { type: 'upsert'; item: T };

export function moderationOf(item: Moderation): Moderation {
  return {
    status: item.status,
    adminNotes: item.adminNotes,
    reviewedAt: item.reviewedAt,
    updatedAt: item.updatedAt,
  };
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

/** The list after `change`; the same array when nothing in it changed. */
export function applyReviewChange<T extends ModeratedReview>(items: readonly T[], change: ReviewChange<T>): T[] {
  switch (change.type) {
    case 'moderate': {
      const index = items.findIndex((item) => item.id === change.id);
      const current = items[index];
      if (!current) return items as T[];
      if (change.onlyIf && !sameModeration(current, change.onlyIf)) return items as T[];
      const next = items.slice();
      next[index] = { ...current, ...change.moderation };
      return next;
    }
    case 'remove': {
      const next = items.filter((item) => item.id !== change.id);
      return next.length === items.length ? (items as T[]) : next;
    }
    case 'upsert': {
      const index = items.findIndex((item) => item.id === change.item.id);
      if (index >= 0) {
        const next = items.slice();
        next[index] = change.item;
        return next;
      }
      return [...items, change.item].sort(newestFirst);
    }
  }
}
