/**
 * Whether this page can reach the API, judged by what requests actually do rather than by
 * `navigator.onLine`. That flag says true on a hotel Wi-Fi portal, on a mobile network that drops every
 * request, when the API is down while the phone is fine, and (in some Chromium versions) in a page the
 * service worker served while the device had no network at all. So:
 *  - a request that got no answer (a network failure or a timeout) says "unreachable";
 *  - any answer from the server, whatever its status, says "reachable";
 *  - while unreachable, a small probe asks the API again on a timer with backoff (and at once when the
 *    tab becomes visible or the browser says it is back online), so whatever waits is sent within
 *    seconds of the API answering again, whether or not the browser ever noticed a change;
 *  - a page the service worker served from its cache asks once at start, since it may have been opened
 *    with no network;
 *  - the browser's `online` and `offline` events are hints: `offline` is believed until a probe answers,
 *    `online` only starts a probe.
 */

/** The first probe after a failure; each further one waits twice as long, up to PROBE_MAX_DELAY_MS. */
export const PROBE_FIRST_DELAY_MS = 1_000; // ms
/** While unreachable and visible, the API is asked at least this often: "within a few seconds". */
export const PROBE_MAX_DELAY_MS = 5_000; // ms
/** A probe with no answer by then counts as a failure (a stalled mobile connection). */
export const PROBE_TIMEOUT_MS = 8_000; // ms
/**
 * A failure this soon after the API answered again keeps the grown delay: a request that fails every time
 * while the probe succeeds (a proxy dropping it, say) then costs one try per PROBE_MAX_DELAY_MS, not a loop.
 */
export const STABLE_AFTER_MS = 30_000; // ms

export interface ConnectivityHost {
  /** Resolves when the server answered (any status), rejects when no answer came. */
  probe(): Promise<unknown>;
  /** What the browser says; only a hint. */
  browserSaysOnline(): boolean;
  visible(): boolean;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  now(): number;
}

export interface Connectivity {
  /** The API answered the last request or probe (or nothing has failed yet). */
  online(): boolean;
  /** Called on every change between reachable and unreachable. */
  subscribe(listener: () => void): () => void;
  /** Called each time the API answers again after being unreachable. */
  onReconnect(listener: () => void): () => void;
  /** A request got no answer. */
  reportFailure(): void;
  /** A request got an answer. */
  reportSuccess(): void;
  /** Asks the API now; resolves to whether it answered. */
  check(): Promise<boolean>;
  /** Hints from the page: the browser's events and the tab's visibility. */
  hint(event: 'online' | 'offline' | 'visible'): void;
}

export function createConnectivity(host: ConnectivityHost): Connectivity {
  let reachable = host.browserSaysOnline();
  let reachableSince = host.now();
  let delay = PROBE_FIRST_DELAY_MS;
  let timer: unknown;
  let checking: Promise<boolean> | undefined;
  const listeners = new Set<() => void>();
  const reconnectListeners = new Set<() => void>();

  function set(next: boolean) {
    if (next === reachable) return;
    reachable = next;
    if (next) reachableSince = host.now();
    for (const listener of [...listeners]) listener();
    if (next) for (const listener of [...reconnectListeners]) listener();
  }

  function stopProbing() {
    if (timer !== undefined) host.clearTimer(timer);
    timer = undefined;
  }

  function probeLater() {
    stopProbing();
    // A hidden tab waits for the next `visible` hint rather than waking the radio on a timer.
    if (reachable || !host.visible()) return;
    timer = host.setTimer(() => {
      timer = undefined;
      void check();
    }, delay);
    delay = Math.min(delay * 2, PROBE_MAX_DELAY_MS);
  }

  function reportFailure() {
    if (reachable && host.now() - reachableSince >= STABLE_AFTER_MS) delay = PROBE_FIRST_DELAY_MS;
    set(false);
    if (timer === undefined && !checking) probeLater();
  }

  function reportSuccess() {
    stopProbing();
    set(true);
  }

  function check(): Promise<boolean> {
    checking ??= host
      .probe()
      .then(
        () => true,
        () => false,
      )
      .then((answered) => {
        checking = undefined;
        if (answered) reportSuccess();
        else reportFailure();
        return answered;
      });
    return checking;
  }

  if (!reachable) probeLater();

  return {
    online: () => reachable,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    reportFailure,
    reportSuccess,
    check,
    hint(event) {
      if (event === 'offline') reportFailure();
      else if (event === 'online' || !reachable) void check();
    },
  };
}

let shared: Connectivity | undefined;

/** The page's one judge of connectivity (created on first use, in the browser only). */
export function connectivity(): Connectivity {
  if (shared) return shared;
  const probeUrl = probeTarget();
  shared = createConnectivity({
    // `no-cors`: any answer, even a refusal without CORS headers, resolves; only a network failure rejects.
    // No route of the service worker matches it, so it always goes to the network.
    probe: () => fetch(probeUrl, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }),
    browserSaysOnline: () => navigator.onLine !== false,
    visible: () => document.visibilityState === 'visible',
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  });
  const judge = shared;
  window.addEventListener('online', () => judge.hint('online'));
  window.addEventListener('offline', () => judge.hint('offline'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') judge.hint('visible');
  });
  // Served by the service worker from its cache: the page itself proves nothing about the network.
  if (navigator.serviceWorker?.controller) void judge.check();
  return judge;
}

/** The API's health endpoint; with no API configured, a file of the site's own (never precached with a query). */
function probeTarget(): string {
  const api = (import.meta.env as Record<string, unknown>).VITE_SUPABASE_URL;
  return typeof api === 'string' && /^https?:\/\//.test(api)
    ? `${api.replace(/\/+$/, '')}/auth/v1/health`
    : `${location.origin}/robots.txt?probe`;
}

/**
 * A fetch that tells the page's judge what became of each request (aborts by the caller excepted). The
 * global fetch is looked up at each call, as supabase-js does; outside a page it only fetches.
 */
export function observedFetch(fetchImpl?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const judge = typeof window === 'undefined' ? undefined : connectivity();
    try {
      const response = await (fetchImpl ?? globalThis.fetch)(input, init);
      judge?.reportSuccess();
      return response;
    } catch (error) {
      const abortedByCaller = init?.signal?.aborted && (init.signal.reason as Error | undefined)?.name === 'AbortError';
      if (!abortedByCaller) judge?.reportFailure();
      throw error;
    }
  };
}
