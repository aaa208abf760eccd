/**
 * The analytics bus every feature may import: `track` records what happened and when, and nothing else.
 * It is in the first-paint bundle, so it only stamps and queues; the runtime that turns events into
 * rows and sends them (src/features/analytics) attaches after the page has loaded, and is never
 * attached at all when the visitor asked not to be tracked (the queue then simply stays in memory).
 */
import type { AnalyticsEventName } from '../types/database';

/** The names the database accepts (analytics_events_name_valid). */
export type { AnalyticsEventName };

export type AnalyticsProps = Record<string, string | number>;

export interface BusEvent {
  name: AnalyticsEventName;
  props: AnalyticsProps;
  value?: number;
  /** Epoch ms on this device when it happened (kept when the event is sent later). */
  at: number;
  /** The page it happened on (for page_view: the page being viewed). */
  path: string;
}

type Listener = (event: BusEvent) => void;

// Events from before the runtime attached (the first page view, a tour view on a fast click); capped so a
// tab that never attaches a runtime (Do Not Track) cannot grow it without bound.
const QUEUE_CAP = 200;
let queue: BusEvent[] = [];
const listeners = new Set<Listener>();

function emit(event: BusEvent): void {
  if (listeners.size > 0) listeners.forEach((listener) => listener(event));
  else if (queue.length < QUEUE_CAP) queue.push(event);
}

export function track(name: AnalyticsEventName, props: AnalyticsProps = {}, value?: number): void {
  emit({ name, props, value, at: Date.now(), path: globalThis.location?.pathname ?? '/' });
}

/** A page was viewed (the router's resolved location). */
export function trackPage(path: string): void {
  emit({ name: 'page_view', props: {}, at: Date.now(), path });
}

/** The runtime attaches here; what was queued before is replayed to it first, in order. */
export function onAnalytics(listener: Listener): () => void {
  listeners.add(listener);
  const queued = queue;
  queue = [];
  queued.forEach(listener);
  return () => void listeners.delete(listener);
}

/** The purchase's transaction id: one per sent (or saved) inquiry. */
export function bookingId(now: number = Date.now()): string {
  return `booking_${now}`;
}
