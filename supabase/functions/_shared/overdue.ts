/**
 * Alerts about an inquiry or custom request that is overdue: no first response 24 hours after it
 * arrived, or a follow-up date that passed while it is still open. The database decides when
 * (20261203090000_overdue_notifications.sql) and queues a job with the reason and the day it fell due;
 * this is what the job says, in the push and in the e-mail (email/overdue-email.ts).
 */
import { formatDay, formatMoment } from './dates.ts';
import { portalPath } from './portal-links.ts';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX, pushRecordId, type PushMessage } from './push-message.ts';
import { staffAbout } from './staff-headline.ts';
import { OVERDUE_LABEL, PIPELINE_STAGE, TAILOR_MADE_TOUR } from './staff-strings.ts';
import { readText, type SubmissionRecord } from './submissions.ts';
import { cut, headerText, oneLine } from './text.ts';

export const OVERDUE_KINDS = ['tour_inquiry_overdue', 'custom_tour_request_overdue'] as const;
export type OverdueKind = (typeof OVERDUE_KINDS)[number];
/** The kinds of record that can be overdue: those with a pipeline. */
export type WatchedKind = 'tour_inquiry' | 'custom_tour_request';
export type OverdueReason = keyof typeof OVERDUE_LABEL;

export function isOverdueKind(value: unknown): value is OverdueKind {
  return (OVERDUE_KINDS as readonly unknown[]).includes(value);
}

/** The record's own kind: where it is read from and opened in the portal. */
export function watchedKind(kind: OverdueKind): WatchedKind {
  return kind === 'tour_inquiry_overdue' ? 'tour_inquiry' : 'custom_tour_request';
}

/** An unknown reason (a newer database) is read as the promise every record has. */
export function toOverdueReason(value: unknown): OverdueReason {
  return value === 'follow_up' ? 'follow_up' : 'no_response';
}

/** What the record is, in a sentence's middle: "tour enquiry". */
export const WATCHED_NOUN: Record<WatchedKind, string> = {
  tour_inquiry: 'tour enquiry',
  custom_tour_request: 'custom tour request',
};

export interface OverdueAlert {
  kind: OverdueKind;
  reason: OverdueReason;
  /** The day it fell due, YYYY-MM-DD: the day after it arrived, or the follow-up date. */
  dueOn: string;
  record: SubmissionRecord;
}

/** The stage as the portal names it; an unknown one as it came. */
export function stageLabel(record: SubmissionRecord): string {
  const stage = oneLine(readText(record, 'stage'));
  return PIPELINE_STAGE[stage as keyof typeof PIPELINE_STAGE] ?? stage;
}

/** "No reply in 24 h: tour enquiry" — the reason first, as the portal's overdue mark words it. */
export function overdueTitle(alert: Pick<OverdueAlert, 'kind' | 'reason'>): string {
  return `${OVERDUE_LABEL[alert.reason]}: ${WATCHED_NOUN[watchedKind(alert.kind)]}`;
}

/** One sentence on why it is overdue, with the moment or day it turned on. */
export function overdueReasonText(alert: OverdueAlert): string {
  if (alert.reason === 'follow_up') {
    const stage = stageLabel(alert.record);
    const day = formatDay(alert.dueOn, 'en', 'short');
    return `The follow-up date, ${day}, has passed${stage ? ` and it is still ${stage.toLowerCase()}` : ''}.`;
  }
  const arrived = formatMoment(readText(alert.record, 'created_at'), 'en');
  return `${arrived ? `Arrived ${arrived}; no` : 'No'} reply yet. They were promised an answer within 24 hours.`;
}

/** What the traveller asked about, for the e-mail's first sentence. */
export function overdueSubjectOf(alert: OverdueAlert): string {
  const kind = watchedKind(alert.kind);
  const tour = cut(oneLine(readText(alert.record, 'tour_title')), 80);
  return kind === 'tour_inquiry' ? `an enquiry about ${tour || 'a tour'}` : `a request for a ${TAILOR_MADE_TOUR}`;
}

/** The push to staff phones: the reason, who and what, and a tap that opens the record. */
export function renderOverduePush(alert: OverdueAlert): PushMessage {
  const kind = watchedKind(alert.kind);
  const id = pushRecordId(alert.record);
  return {
    title: headerText(overdueTitle(alert), PUSH_TITLE_MAX),
    body: cut(`${staffAbout(kind, alert.record)}\n${overdueReasonText(alert)}`, PUSH_BODY_MAX),
    // The record's id, as the push about its arrival: the phone shows the latest word on it only.
    tag: id || alert.kind,
    url: portalPath(kind, id),
  };
}
