import { describe, expect, it } from 'vitest';
import { createConnectivity, PROBE_FIRST_DELAY_MS, PROBE_MAX_DELAY_MS, type ConnectivityHost } from './connectivity';

/** A host whose clock, probe answers and browser hints the test sets. */
function fakeHost({ browserSaysOnline = true } = {}) {
  let now = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  const state = { apiUp: true, visible: true, probes: [] as number[], browserSaysOnline };
  const host: ConnectivityHost = {
    probe: () => {
      state.probes.push(now);
      return state.apiUp ? Promise.resolve('answer') : Promise.reject(new TypeError('Failed to fetch'));
    },
    browserSaysOnline: () => state.browserSaysOnline,
    visible: () => state.visible,
    setTimer: (callback, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimer: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    now: () => now,
  };
  /** Moves the clock on, firing due timers and letting their probes settle. */
  async function advance(ms: number) {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers = timers.filter((timer) => timer !== due);
      now = due.at;
      due.callback();
      await settle();
    }
    now = end;
  }
  return { host, state, advance, pendingTimers: () => timers.length };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectivity', () => {
  it('believes requests, not the browser: a failed request means offline although navigator.onLine is true', () => {
    const { host } = fakeHost({ browserSaysOnline: true });
    const judge = createConnectivity(host);
    expect(judge.online()).toBe(true);
    judge.reportFailure();
    expect(judge.online()).toBe(false);
  });

  it('while unreachable, asks the API on a timer with backoff up to a few seconds, with no browser event at all', async () => {
    const { host, state, advance } = fakeHost();
    const judge = createConnectivity(host);
    state.apiUp = false;
    judge.reportFailure();
    await advance(60_000);
    const gaps = state.probes.slice(1).map((at, index) => at - state.probes[index]!);
    expect(state.probes[0]).toBe(PROBE_FIRST_DELAY_MS);
    expect(gaps.slice(0, 2)).toEqual([PROBE_FIRST_DELAY_MS * 2, PROBE_FIRST_DELAY_MS * 4]);
    expect(Math.max(...gaps)).toBe(PROBE_MAX_DELAY_MS);
    expect(judge.online()).toBe(false);
  });

  it('says so within a few seconds of the API answering again, and calls the reconnect listeners once', async () => {
    const { host, state, advance, pendingTimers } = fakeHost();
    const judge = createConnectivity(host);
    const reconnects: number[] = [];
    judge.onReconnect(() => reconnects.push(1));
    state.apiUp = false;
    judge.reportFailure();
    await advance(120_000);
    state.apiUp = true;
    await advance(PROBE_MAX_DELAY_MS);
    expect(judge.online()).toBe(true);
    expect(reconnects).toHaveLength(1);
    // Reachable again: no more probing.
    const probes = state.probes.length;
    await advance(60_000);
    expect(state.probes).toHaveLength(probes);
    expect(pendingTimers()).toBe(0);
  });

  it('any answer from the server ends the offline state at once', () => {
    const { host } = fakeHost();
    const judge = createConnectivity(host);
    const changes: boolean[] = [];
    judge.subscribe(() => changes.push(judge.online()));
    judge.reportFailure();
    judge.reportSuccess();
    expect(changes).toEqual([false, true]);
  });

  it('a hidden tab does not probe on a timer; becoming visible asks at once', async () => {
    const { host, state, advance } = fakeHost();
    const judge = createConnectivity(host);
    state.apiUp = false;
    state.visible = false;
    judge.reportFailure();
    await advance(60_000);
    expect(state.probes).toEqual([]);
    state.visible = true;
    state.apiUp = true;
    judge.hint('visible');
    await settle();
    expect(state.probes).toHaveLength(1);
    expect(judge.online()).toBe(true);
  });

  it("the browser's events are hints: offline is believed until a probe answers, online only starts a probe", async () => {
    const { host, state } = fakeHost();
    const judge = createConnectivity(host);
    judge.hint('offline');
    expect(judge.online()).toBe(false);
    state.apiUp = false;
    judge.hint('online');
    await settle();
    expect(judge.online()).toBe(false);
    state.apiUp = true;
    judge.hint('online');
    await settle();
    expect(judge.online()).toBe(true);
  });

  it('starts offline when the browser says so, and probes until the API answers', async () => {
    const { host, state, advance } = fakeHost({ browserSaysOnline: false });
    const judge = createConnectivity(host);
    expect(judge.online()).toBe(false);
    await advance(PROBE_FIRST_DELAY_MS);
    expect(judge.online()).toBe(true);
    expect(state.probes).toHaveLength(1);
  });

  it('a failure soon after reconnecting keeps the backoff, so a request that always fails cannot loop fast', async () => {
    const { host, state, advance } = fakeHost();
    const judge = createConnectivity(host);
    // The probe answers but the real request keeps failing (say, a proxy that drops large bodies).
    judge.onReconnect(() => judge.reportFailure());
    judge.reportFailure();
    await advance(60_000);
    const gaps = state.probes.slice(1).map((at, index) => at - state.probes[index]!);
    expect(gaps.slice(-3)).toEqual([PROBE_MAX_DELAY_MS, PROBE_MAX_DELAY_MS, PROBE_MAX_DELAY_MS]);
    expect(state.probes.length).toBeLessThanOrEqual(60_000 / PROBE_MAX_DELAY_MS + 3);
  });
});
