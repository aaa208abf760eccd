/** The delivery log's rows as the Settings page shows them. */
import type { NotificationJobState, NotificationKind, Tables } from '../../../types/database';

/** The newest jobs the log shows; older ones stay in the database. */
export const NOTIFICATION_LOG_LIMIT = 50;

export const NOTIFICATION_JOB_COLUMNS =
  'id, kind, channel, audience, recipient, state, attempts, next_attempt_at, last_error, created_at, sent_at' as const;

export type NotificationJobRow = Pick<
  Tables<'notification_jobs'>,
  | 'id'
  | 'kind'
  | 'channel'
  | 'audience'
  | 'recipient'
  | 'state'
  | 'attempts'
  | 'next_attempt_at'
  | 'last_error'
  | 'created_at'
  | 'sent_at'
>;

const KINDS: readonly NotificationKind[] = [
  'tour_inquiry',
  'custom_tour_request',
  'review',
  'custom_review',
  'tour_inquiry_overdue',
  'custom_tour_request_overdue',
  'test',
];
const STATES: readonly NotificationJobState[] = ['pending', 'failed', 'sent', 'dead'];

export interface NotificationJob {
  id: string;
  /** `other` only if the database gains a kind this app version does not know. */
  kind: NotificationKind | 'other';
  channel: 'email' | 'push';
  audience: 'staff' | 'traveller';
  /** An e-mail address, or for push the id of the staff device's subscription. */
  recipient: string;
  state: NotificationJobState;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export function toNotificationJob(row: NotificationJobRow): NotificationJob {
  return {
    id: row.id,
    kind: (KINDS as readonly string[]).includes(row.kind) ? (row.kind as NotificationKind) : 'other',
    channel: row.channel === 'push' ? 'push' : 'email',
    audience: row.audience === 'traveller' ? 'traveller' : 'staff',
    recipient: row.recipient,
    // An unknown state is shown as the one that needs a person's eyes.
    state: (STATES as readonly string[]).includes(row.state) ? (row.state as NotificationJobState) : 'dead',
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error?.trim() ? row.last_error : null,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/** retry_notification_job accepts failed and dead jobs only. */
export function canRetry(job: Pick<NotificationJob, 'state'>): boolean {
  return job.state === 'failed' || job.state === 'dead';
}

/** How many jobs in the log have been given up; the page says so above the log. */
export function countDead(jobs: readonly Pick<NotificationJob, 'state'>[]): number {
  return jobs.filter((job) => job.state === 'dead').length;
}

/**
 * When the job is next due, for jobs still to be sent: a failed job waits for its backoff; a pending
 * one is due at once. Null for sent and dead jobs.
 */
export function nextAttempt(job: Pick<NotificationJob, 'state' | 'nextAttemptAt'>): string | null {
  return job.state === 'failed' || job.state === 'pending' ? job.nextAttemptAt : null;
}

/** The server's words for a failure, without the prefix the API helpers add for the logs. */
export function failureReason(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause;
    if (cause && typeof cause === 'object' && 'message' in cause && typeof cause.message === 'string' && cause.message)
      return cause.message;
    return error.message;
  }
  return String(error);
}
