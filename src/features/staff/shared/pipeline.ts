/**
 * The sales pipeline of inquiries and custom requests (20261202090000_pipeline_and_history.sql): stages,
 * cancellation reasons, the 24-hour first response and the follow-up date, as the database decides them.
 * `overdueReason` is private.overdue_reason's twin, so a row that arrived live is marked as the server
 * would mark it.
 */
import { dateFormatter } from '../../../lib/intl';
import { instant } from '../../../offline/live-rows';

export const STAGES = ['new', 'contacted', 'quoted', 'confirmed', 'cancelled'] as const;
export type Stage = (typeof STAGES)[number];

export const CANCEL_REASONS = ['competitor', 'no_answer', 'dates', 'budget', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The list views beside the status filter. */
export const LIST_VIEWS = ['all', 'mine', 'unassigned', 'overdue'] as const;
export type ListView = (typeof LIST_VIEWS)[number];

export type OverdueReason = 'no_response' | 'follow_up';

/** The first response is due this long after a record arrived. */
export const FIRST_RESPONSE_MS = 24 * 3_600_000; // ms
/** Quotes are kept between 0 and this many US dollars (the quote_usd_range constraint). */
export const QUOTE_USD_MAX = 1_000_000;

const OPEN: readonly string[] = ['new', 'contacted', 'quoted'];

export function toStage(value: string | null | undefined): Stage {
  return (STAGES as readonly string[]).includes(value ?? '') ? (value as Stage) : 'new';
}

export function toCancelReason(value: string | null | undefined): CancelReason | null {
  return (CANCEL_REASONS as readonly string[]).includes(value ?? '') ? (value as CancelReason) : null;
}

/** Today's date (YYYY-MM-DD) in Sri Lanka, where the business keeps its calendar. */
export function colomboDate(at: number): string {
  // en-CA writes YYYY-MM-DD. Made once (lib/intl): this runs for every row a list maps.
  return dateFormatter('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date(at));
}

/** Why a record is overdue at `at` (epoch ms), or null: as private.overdue_reason decides it. */
export function overdueReason(
  row: { stage: string; created_at: string; first_response_at: string | null; follow_up_on: string | null },
  at: number,
): OverdueReason | null {
  if (!OPEN.includes(row.stage)) return null;
  if (row.first_response_at === null && instant(row.created_at) <= at - FIRST_RESPONSE_MS) return 'no_response';
  if (row.follow_up_on !== null && row.follow_up_on < colomboDate(at)) return 'follow_up';
  return null;
}
