/**
 * The page side of the outbox: when to flush (after a submission, at start, as soon as the API answers
 * again after a failure, whether or not the browser noticed a change of connection (src/lib/connectivity.ts),
 * when the tab becomes visible, at the next scheduled retry after a server error, and through Background
 * Sync in the service worker where the browser has it), and `submit`, which answers a form at once with
 * "sent" or "saved".
 */
import { getEnv } from '../config/env';
import type { ThrottleLimit } from '../config/limits';
import { connectivity } from '../lib/connectivity';
import { offlineDb } from './db';
import {
  enqueue,
  flushOutbox,
  referenceFor,
  restSender,
  resubmit,
  type EnqueueInput,
  type FlushReport,
} from './outbox';
import { noteOutboxEmpty } from './outbox-hint';
import { SYNC_TAG } from './sync-tag';

/** How long a form waits for the first try before answering "saved, will be sent" (ms). */
export const SUBMIT_WAIT_MS = 4_000;

let started = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let persistAsked = false;

function sender() {
  const env = getEnv();
  return restSender({ url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY });
}

export async function flushNow(): Promise<FlushReport> {
  const report = await flushOutbox({ send: sender() });
  // What the requests did is the evidence of connectivity; while the API is unreachable, the page's
  // judge asks it on a timer and calls us back when it answers.
  if (report.offline) connectivity().reportFailure();
  else if (report.delivered.length + report.retrying.length + report.refused.length > 0) connectivity().reportSuccess();
  scheduleRetry(report);
  // Nothing left (analytics batches included): later pages need not load the outbox at all.
  const left = await offlineDb()
    .outbox.count()
    .catch(() => 1);
  if (left === 0) noteOutboxEmpty();
  return report;
}

function scheduleRetry(report: FlushReport) {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = undefined;
  if (report.nextRetryAt === undefined || report.offline) return; // the API's return wakes us (startOutbox)
  retryTimer = setTimeout(() => void flushNow().catch(() => undefined), Math.max(0, report.nextRetryAt - Date.now()));
}

/**
 * Starts the triggers once per page: at page start when something may be waiting, and at the first
 * item saved otherwise (`flush: false` then, as the caller sends it itself).
 */
export function startOutbox({ flush: flushAtStart = true }: { flush?: boolean } = {}): void {
  // Pages only: the service worker has its own trigger (Background Sync).
  if (started || typeof window === 'undefined') return;
  started = true;
  const flush = () => void flushNow().catch(() => undefined);
  connectivity().onReconnect(flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') flush();
  });
  if (flushAtStart) flush();
}

async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.ready) as
      (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // No Background Sync (Safari, Firefox): the page's own triggers deliver at the latest on next open.
  }
}

function askForPersistentStorage(): void {
  if (persistAsked) return;
  persistAsked = true;
  // A queued enquiry must survive storage pressure; browsers may grant this silently.
  void navigator.storage?.persist?.().catch(() => false);
}

export interface SubmitResult {
  id: string;
  reference: string;
  /** The server confirmed it; otherwise it is saved on this device and will be sent. */
  delivered: boolean;
  /** The server refused it; it waits in the outbox (needing attention) until corrected or discarded. */
  refused: boolean;
  /** The server's reason when it refused, or asked to wait (429). */
  reason?: string;
  /**
   * The server asked to wait (429): the epoch ms from which the outbox sends it again by itself, and which
   * of the database's limits held it back, when it said.
   */
  heldUntil?: number;
  limit?: ThrottleLimit;
}

export interface SubmitInput extends EnqueueInput {
  /** The id of an earlier, refused submission that this corrected one replaces (same row id). */
  replaces?: string;
}

/** Saves a submission on the device first, then tries to send it at once (waiting briefly). */
export async function submit({ replaces, ...input }: SubmitInput): Promise<SubmitResult> {
  const refusedBefore = replaces ? await offlineDb().outbox.get(replaces) : undefined;
  const item = refusedBefore?.state === 'attention' ? await replace(refusedBefore.id, input) : await enqueue(input);
  startOutbox({ flush: false });
  askForPersistentStorage();
  void askForBackgroundSync();
  const attempt = flushNow().catch(() => undefined);
  await Promise.race([attempt, new Promise((resolve) => setTimeout(resolve, SUBMIT_WAIT_MS))]);
  // Whoever flushed (this page, the service worker's Background Sync asked for above, another tab: they
  // share one lock), a form item leaves the outbox only once delivered, and one the server refused stays
  // marked for attention.
  const left = await offlineDb().outbox.get(item.id);
  const delivered = left === undefined;
  const refused = left?.state === 'attention';
  // A refusal, or a delay the server asked for (429: e.g. too many submissions from one e-mail address).
  const lastError = left?.lastError;
  const reason = lastError && (refused || lastError.status === 429) ? lastError.message : undefined;
  // Held back (429): kept, and sent again by itself from nextAttemptAt, which the outbox set from the wait
  // the server named.
  const held = left && !refused && lastError?.status === 429 ? { heldUntil: left.nextAttemptAt } : {};
  return {
    id: item.id,
    reference: referenceFor(item.id),
    delivered,
    refused,
    ...(reason ? { reason } : {}),
    ...held,
    ...('heldUntil' in held && lastError?.limit ? { limit: lastError.limit } : {}),
  };
}

/** A corrected submission keeps the refused one's id, so the outbox holds one item, not two. */
async function replace(id: string, input: EnqueueInput) {
  const fresh = { ...input.payload, id, submitted_at: new Date(input.now ?? Date.now()).toISOString() };
  await resubmit(id, fresh);
  await offlineDb().outbox.update(id, { summary: input.summary, lastError: undefined });
  return (await offlineDb().outbox.get(id))!;
}
