/**
 * The analytics runtime, loaded after the page has loaded (src/main.tsx): attaches to the bus, listens to
 * the page (clicks, focus, scrolling, visibility, web vitals) and sends the rows in batches. For visitors
 * with Do Not Track or Global Privacy Control it does nothing at all.
 *
 * A batch is sent at once when the tab is hidden or closed, and when the page dispatches
 * `analytics:flush` on window: the hook the browser tests use to read what was recorded without waiting
 * for the 5 s timer.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { getEnv, getGaMeasurementId } from '../../config/env';
import { onAnalytics } from '../../lib/analytics';
import { queueAnalyticsBatch, sendAnalyticsBatch } from '../../offline/analytics-queue';
import { Batcher } from './batcher';
import { startGaSink } from './ga-sink';
import { classifyLink, contactCardLabel } from './interactions';
import { scrollPercent } from './page-rules';
import { optedOut } from './privacy';
import { AnalyticsSession } from './session';
import { Tracker } from './tracker';
import type { VitalMetric } from './vitals';
import { connectivity } from '../../lib/connectivity';

export const FLUSH_EVENT = 'analytics:flush';

let started = false;

export function startAnalytics(): void {
  if (started || optedOut({ navigator, window: window as { doNotTrack?: string | null } })) return;
  let api: { url: string; anonKey: string };
  try {
    const env = getEnv();
    api = { url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY };
  } catch {
    return; // no API configured: nowhere to send to
  }
  started = true;

  const batcher = new Batcher({
    send: (rows) => sendAnalyticsBatch(rows, api),
    queue: (rows) => queueAnalyticsBatch(rows),
    online: () => connectivity().online(),
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  });
  const toGa = startGaSink(getGaMeasurementId());
  const tracker = new Tracker(
    {
      session: new AnalyticsSession(sessionStorageOrUndefined()),
      language: () => document.documentElement.lang,
      referrer: document.referrer,
      ownHost: location.hostname,
      now: Date.now,
      uuid: () => crypto.randomUUID(),
      visible: () => document.visibilityState === 'visible',
      reloaded: navigationType() === 'reload',
    },
    (row) => {
      batcher.add(row);
      toGa?.(row);
    },
  );
  onAnalytics((event) => tracker.handle(event));

  document.addEventListener('click', (event) => onClick(event, tracker), { capture: true });
  document.addEventListener('focusin', (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    tracker.focused(field.closest('form')?.getAttribute('data-analytics-form') ?? null);
  });
  let scrollQueued = false;
  window.addEventListener(
    'scroll',
    () => {
      if (scrollQueued) return;
      scrollQueued = true;
      requestAnimationFrame(() => {
        scrollQueued = false;
        tracker.scrolled(scrollPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight));
      });
    },
    { passive: true },
  );
  document.addEventListener('visibilitychange', () => {
    const visible = document.visibilityState === 'visible';
    tracker.visibility(visible);
    if (!visible) void batcher.flush();
  });
  window.addEventListener('pagehide', () => {
    tracker.leave();
    void batcher.flush();
  });
  window.addEventListener(FLUSH_EVENT, () => void batcher.flush());

  const vital = (metric: Metric) => tracker.vital(metric.name as VitalMetric, metric.value, location.pathname);
  onLCP(vital);
  onINP(vital);
  onCLS(vital);
  onTTFB(vital);
  observeFirstInput(tracker);
}

function onClick(event: MouseEvent, tracker: Tracker): void {
  if (!(event.target instanceof Element)) return;
  const card = event.target.closest('[data-analytics-contact-card]');
  const label = contactCardLabel(card?.getAttribute('data-analytics-contact-card'));
  if (label) tracker.derived([{ name: 'contact_card_click', props: { label } }]);
  const link = event.target.closest('a[href]');
  // A link marked data-analytics-tracked reports its own, more specific event (e.g. a vehicle inquiry).
  if (!link || link.closest('[data-analytics-tracked]')) return;
  tracker.derived(classifyLink(link.getAttribute('href') ?? '', location.hostname));
}

/** FID (web-vitals no longer reports it): the delay before the first interaction was handled. */
function observeFirstInput(tracker: Tracker): void {
  try {
    const observer = new PerformanceObserver((list) => {
      const entry = list.getEntries()[0] as PerformanceEventTiming | undefined;
      if (!entry) return;
      observer.disconnect();
      tracker.vital('FID', Math.max(0, entry.processingStart - entry.startTime), location.pathname);
    });
    observer.observe({ type: 'first-input', buffered: true });
  } catch {
    // Browsers without first-input timing: no FID.
  }
}

function navigationType(): string | undefined {
  return (performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
