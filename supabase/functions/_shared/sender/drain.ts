/**
 * One run of the sender: claim due jobs (FOR UPDATE SKIP LOCKED, in claim_notification_jobs), deliver
 * each, record the outcomes (failures at once, the batch's deliveries together in one call when the batch
 * is done), and claim again until nothing is due or the time budget is spent. A job is recorded only after
 * its delivery, so a run that dies in between leaves it leased, and the next claim after the lease sends
 * it again: at least once, never zero times.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  renderOverdueEmail,
  renderStaffEmail,
  renderTestEmail,
  renderTravellerEmail,
  type RenderedEmail,
  type SubmissionKind,
} from '../email/render.ts';
import {
  isOverdueKind,
  renderOverduePush,
  toOverdueReason,
  watchedKind,
  type OverdueAlert,
  type OverdueKind,
} from '../overdue.ts';
import { renderPushMessage } from '../push-message.ts';
import type { SenderConfig } from './config.ts';
import { DeliveryError, describeError } from './delivery-error.ts';
import type { MailTransport } from './mail.ts';
import type { PushTransport } from './push.ts';

export interface ClaimedJob {
  id: string;
  kind: SubmissionKind | OverdueKind | 'test';
  record_id: string | null;
  channel: 'email' | 'push';
  audience: 'staff' | 'traveller';
  recipient: string;
  language: 'en' | 'de' | 'fr';
  attempts: number;
  created_at: string;
  /** Overdue alerts only: why, and the day it fell due (YYYY-MM-DD). */
  overdue_reason?: string | null;
  due_on?: string | null;
}

/** The table kind a job's record_id points into: an overdue alert is about an inquiry or request. */
function recordKind(kind: SubmissionKind | OverdueKind): SubmissionKind {
  return isOverdueKind(kind) ? watchedKind(kind) : kind;
}

export interface DrainReport {
  claimed: number;
  sent: number;
  failed: number;
  dead: number;
  /** The run stopped at its time budget with jobs possibly still due. */
  more: boolean;
  /** When the earliest job still waiting is due (ISO), or null when none waits. */
  nextDueAt: string | null;
}

export interface SenderParts {
  config: SenderConfig;
  client: SupabaseClient;
  mail: MailTransport;
  /** Null when VAPID keys are not configured: push jobs fail (and retry) with that reason. */
  push: PushTransport | null;
  log?: (line: string) => void;
}

export const SUBMISSION_TABLES: Record<SubmissionKind, string> = {
  tour_inquiry: 'tour_inquiries',
  custom_tour_request: 'custom_tour_requests',
  review: 'reviews',
  custom_review: 'custom_reviews',
};

/** The submissions a run needs, read once per kind and batch (one round trip, not one per job). */
class RecordCache {
  private readonly rows = new Map<string, Promise<Record<string, unknown> | null>>();
  constructor(private readonly client: SupabaseClient) {}

  /** Reads every record of these jobs not read yet, one query per kind. */
  prefetch(jobs: ClaimedJob[]): void {
    const wanted = new Map<SubmissionKind, string[]>();
    for (const job of jobs) {
      if (job.kind === 'test' || !job.record_id || this.rows.has(job.record_id)) continue;
      const kind = recordKind(job.kind);
      const ids = wanted.get(kind) ?? [];
      if (!ids.includes(job.record_id)) ids.push(job.record_id);
      wanted.set(kind, ids);
    }
    for (const [kind, ids] of wanted) {
      const read = (async () => {
        const { data, error } = await this.client.from(SUBMISSION_TABLES[kind]).select('*').in('id', ids);
        if (error) throw new DeliveryError(`Cannot read the ${kind.replace(/_/g, ' ')}: ${error.message}`);
        return new Map((data as Record<string, unknown>[]).map((row) => [String(row.id), row]));
      })();
      for (const id of ids) {
        const row = read.then((found) => found.get(id) ?? null);
        // A failed read is tried again by the next job that needs it.
        row.catch(() => this.rows.delete(id));
        this.rows.set(id, row);
      }
    }
  }

  get(kind: SubmissionKind, id: string): Promise<Record<string, unknown> | null> {
    if (!this.rows.has(id)) this.prefetch([{ kind, record_id: id } as ClaimedJob]);
    return this.rows.get(id)!;
  }
}

function overdueAlert(job: ClaimedJob, kind: OverdueKind, record: Record<string, unknown>): OverdueAlert {
  return { kind, reason: toOverdueReason(job.overdue_reason), dueOn: job.due_on ?? '', record };
}

function renderEmail(job: ClaimedJob, record: Record<string, unknown>, siteUrl: string): Promise<RenderedEmail> {
  const { kind } = job;
  if (kind === 'test') return renderTestEmail({ siteUrl });
  // An overdue alert goes to staff only (the database allows no other audience).
  if (isOverdueKind(kind)) return renderOverdueEmail({ alert: overdueAlert(job, kind, record), siteUrl });
  if (job.audience === 'staff') return renderStaffEmail({ kind, record, siteUrl });
  return renderTravellerEmail({ kind, record, language: job.language, siteUrl });
}

async function deliver(job: ClaimedJob, parts: SenderParts, records: RecordCache): Promise<void> {
  const { config, client, mail, push } = parts;
  let record: Record<string, unknown> | undefined;
  if (job.kind !== 'test') {
    if (!job.record_id) throw new DeliveryError('The job names no submission', { permanent: true });
    const row = await records.get(recordKind(job.kind), job.record_id);
    if (!row) throw new DeliveryError('The submission was deleted before this was sent', { permanent: true });
    record = row;
  }
  if (job.channel === 'email') {
    const rendered = await renderEmail(job, record ?? {}, config.siteUrl);
    await mail.send({
      from: config.mailFrom,
      to: job.recipient,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      // Staff answer the traveller directly; travellers answer the business.
      replyTo: job.audience === 'staff' && rendered.replyTo ? rendered.replyTo : config.mailReplyTo,
    });
    return;
  }

  const { data: target, error } = await client
    .from('push_subscriptions')
    .select('id, endpoint, p256dh, auth')
    .eq('id', job.recipient)
    .maybeSingle();
  if (error) throw new DeliveryError(`Cannot read the push subscription: ${error.message}`);
  if (!target) throw new DeliveryError('This device turned push off before this was sent', { permanent: true });
  if (!push) throw new DeliveryError('Web Push is not configured: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset');

  const { kind } = job;
  const message = isOverdueKind(kind)
    ? renderOverduePush(overdueAlert(job, kind, record ?? {}))
    : renderPushMessage({ kind, record });
  try {
    await push.send(target as { endpoint: string; p256dh: string; auth: string }, JSON.stringify(message), {
      topic: job.record_id ? job.record_id.replace(/-/g, '') : undefined,
    });
  } catch (failure) {
    if (failure instanceof DeliveryError && failure.gone) {
      const removed = await client.from('push_subscriptions').delete().eq('id', job.recipient);
      const note = removed.error ? ` (could not remove it: ${removed.error.message})` : '; the device was removed';
      throw new DeliveryError(`${failure.message}${note}`, { permanent: true });
    }
    throw failure;
  }
  await client.from('push_subscriptions').update({ last_success_at: new Date().toISOString() }).eq('id', target.id);
}

/** Records a failure at once: 'failed' (retried with backoff) or 'dead'. */
async function recordFailure(parts: SenderParts, job: ClaimedJob, failure: unknown): Promise<'failed' | 'dead'> {
  const permanent = failure instanceof DeliveryError && failure.permanent;
  const { data, error } = await parts.client.rpc('fail_notification_job', {
    job_id: job.id,
    error: describeError(failure),
    permanent,
  });
  if (error) throw new Error(`fail_notification_job: ${error.message}`);
  return data === 'dead' ? 'dead' : 'failed';
}

/** Records the batch's deliveries in one call, once every delivery of the batch is done. */
async function recordSent(parts: SenderParts, jobs: ClaimedJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const { error } = await parts.client.rpc('complete_notification_jobs', { job_ids: jobs.map((job) => job.id) });
  if (error) throw new Error(`complete_notification_jobs: ${error.message}`);
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item);
    }
  });
  await Promise.all(runners);
}

export async function drainQueue(parts: SenderParts): Promise<DrainReport> {
  const { config, client, log = () => undefined } = parts;
  const started = Date.now();
  const report: DrainReport = { claimed: 0, sent: 0, failed: 0, dead: 0, more: false, nextDueAt: null };
  const records = new RecordCache(client);

  for (;;) {
    if (Date.now() - started > config.timeBudgetMs) {
      report.more = true;
      break;
    }
    const { data, error } = await client.rpc('claim_notification_jobs', {
      max_jobs: config.batchSize,
      lease_seconds: config.leaseSeconds,
    });
    if (error) throw new Error(`claim_notification_jobs: ${error.message}`);
    const jobs = (data ?? []) as ClaimedJob[];
    report.claimed += jobs.length;
    records.prefetch(jobs);
    const sent: ClaimedJob[] = [];
    try {
      await inParallel(jobs, config.concurrency, async (job) => {
        try {
          await deliver(job, parts, records);
        } catch (error) {
          const failure: unknown = error ?? new Error('unknown error');
          const outcome = await recordFailure(parts, job, failure);
          report[outcome] += 1;
          log(`notify: ${job.kind} ${job.channel} to ${job.recipient}: ${outcome}: ${describeError(failure)}`);
          return;
        }
        sent.push(job);
      });
    } finally {
      // Whatever went out is recorded, even when recording a failure broke the batch off.
      await recordSent(parts, sent);
      report.sent += sent.length;
    }
    if (jobs.length < config.batchSize) break;
  }

  // When the next run has work: the earliest waiting job's time, or its lease's end if one holds it.
  const { data: waiting, error } = await client
    .from('notification_jobs')
    .select('next_attempt_at, locked_until')
    .in('state', ['pending', 'failed'])
    .order('next_attempt_at', { ascending: true })
    .limit(50);
  if (!error && waiting && waiting.length > 0) {
    const due = (waiting as { next_attempt_at: string; locked_until: string | null }[]).map((job) =>
      Math.max(Date.parse(job.next_attempt_at), job.locked_until ? Date.parse(job.locked_until) : 0),
    );
    report.nextDueAt = new Date(Math.min(...due)).toISOString();
  }
  return report;
}
