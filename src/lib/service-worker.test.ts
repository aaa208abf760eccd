import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useServiceWorkerStore, watchForUpdates } from './service-worker';

/** A worker as the page sees it: its state, the messages it was sent, and its statechange events. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly messages: unknown[] = [];
  constructor(readonly name: string) {
    super();
  }
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  setState(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A registration and a page's worker container, moved through the lifecycle as the browser moves them. */
function fakeBrowser({ controlled = true } = {}) {
  const registration = Object.assign(new EventTarget(), {
    installing: null as FakeWorker | null,
    waiting: null as FakeWorker | null,
  });
  const container = Object.assign(new EventTarget(), { controller: controlled ? new FakeWorker('old') : null });
  let reloads = 0;
  let nudges = 0;
  return {
    registration,
    container,
    reloads: () => reloads,
    nudges: () => nudges,
    watch: () =>
      watchForUpdates(
        registration as unknown as ServiceWorkerRegistration,
        container as unknown as ServiceWorkerContainer,
        () => (reloads += 1),
        () => (nudges += 1),
      ),
    /** An update check found a new script: a worker starts installing. */
    startInstall(name: string) {
      const worker = new FakeWorker(name);
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      return worker;
    },
    /** The installing worker is installed; a worker that waited before it is replaced (made redundant). */
    finishInstall(worker: FakeWorker) {
      const replaced = registration.waiting;
      registration.installing = null;
      registration.waiting = worker;
      worker.setState('installed');
      replaced?.setState('redundant');
    },
    /** The waiting worker takes over the page. */
    takeOver(worker: FakeWorker) {
      registration.waiting = null;
      worker.setState('activating');
      container.controller = worker;
      container.dispatchEvent(new Event('controllerchange'));
      worker.setState('activated');
    },
  };
}

const SKIP = { type: 'SKIP_WAITING' };

beforeEach(() => useServiceWorkerStore.setState({ updateAvailable: false, applyUpdate: () => undefined }));
// Tests that take the clock give it back, whatever they end with.
afterEach(() => vi.useRealTimers());

/** One version waiting and a newer one still installing when the visitor accepts the update. */
function acceptedWhileNewerInstalls() {
  const browser = fakeBrowser();
  browser.watch();
  const first = browser.startInstall('first');
  browser.finishInstall(first);
  const second = browser.startInstall('second');
  useServiceWorkerStore.getState().applyUpdate();
  return { browser, first, second };
}

describe('the update prompt', () => {
  it('offers a new version once it waits, and reloads once when the visitor’s choice takes over', () => {
    const browser = fakeBrowser();
    browser.watch();
    const next = browser.startInstall('next');
    expect(useServiceWorkerStore.getState().updateAvailable).toBe(false);
    browser.finishInstall(next);
    expect(useServiceWorkerStore.getState().updateAvailable).toBe(true);
    expect(next.messages).toEqual([]);

    useServiceWorkerStore.getState().applyUpdate();
    expect(next.messages).toEqual([SKIP]);
    browser.takeOver(next);
    // A later change of worker (another publish taken in another tab) does not reload the page a second time.
    browser.container.dispatchEvent(new Event('controllerchange'));
    expect(browser.reloads()).toBe(1);
  });

  it('offers nothing for the first worker of a visit, which has no older version to replace', () => {
    const browser = fakeBrowser({ controlled: false });
    browser.watch();
    browser.finishInstall(browser.startInstall('first'));
    expect(useServiceWorkerStore.getState().updateAvailable).toBe(false);
  });

  it('offers a version that was already waiting when the page registered', () => {
    const browser = fakeBrowser();
    const waiting = new FakeWorker('waiting');
    waiting.state = 'installed';
    browser.registration.waiting = waiting;
    browser.watch();
    expect(useServiceWorkerStore.getState().updateAvailable).toBe(true);
    useServiceWorkerStore.getState().applyUpdate();
    expect(waiting.messages).toEqual([SKIP]);
  });

  it('follows a worker that was installing when the page registered', () => {
    const browser = fakeBrowser();
    const installing = new FakeWorker('installing');
    browser.registration.installing = installing;
    browser.watch();
    browser.finishInstall(installing);
    expect(useServiceWorkerStore.getState().updateAvailable).toBe(true);
  });

  it('follows a second publish: the newer worker is the one told to take over', () => {
    const browser = fakeBrowser();
    browser.watch();
    const first = browser.startInstall('first');
    browser.finishInstall(first);
    const second = browser.startInstall('second');
    browser.finishInstall(second);
    useServiceWorkerStore.getState().applyUpdate();
    expect(first.messages).toEqual([]);
    expect(second.messages).toEqual([SKIP]);
    browser.takeOver(second);
    expect(browser.reloads()).toBe(1);
  });

  it('gives the visitor a newer worker still installing at the click, once it waits, and reloads once', () => {
    // Told now, the waiting worker would take over at once with a version already out of date.
    const { browser, first, second } = acceptedWhileNewerInstalls();
    expect(first.messages).toEqual([]);
    browser.finishInstall(second);
    expect(first.messages).toEqual([]);
    expect(second.messages).toEqual([SKIP]);
    browser.takeOver(second);
    expect(browser.reloads()).toBe(1);
  });

  it('takes the waiting worker when the newer one fails to install', () => {
    const { browser, first, second } = acceptedWhileNewerInstalls();
    browser.registration.installing = null;
    second.setState('redundant');
    expect(first.messages).toEqual([SKIP]);
    browser.takeOver(first);
    expect(browser.reloads()).toBe(1);
  });

  it('takes the waiting worker when the newer one is still installing after ten seconds', () => {
    vi.useFakeTimers();
    const { browser, first, second } = acceptedWhileNewerInstalls();
    vi.advanceTimersByTime(9_999);
    expect(first.messages).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(first.messages).toEqual([SKIP]);
    browser.takeOver(first);
    // The newer one, installed later, takes over too, without a second reload.
    browser.finishInstall(second);
    expect(second.messages).toEqual([SKIP]);
    browser.takeOver(second);
    expect(browser.reloads()).toBe(1);
  });

  it('leaves the page alone when another tab’s choice changes its worker', () => {
    const browser = fakeBrowser();
    browser.watch();
    const next = browser.startInstall('next');
    browser.finishInstall(next);
    browser.takeOver(next);
    expect(browser.reloads()).toBe(0);
  });

  it('makes the browser look again every two seconds until the worker told takes over, and then stops', () => {
    // The old worker, started again by a request while it was stopping, would otherwise keep the visitor waiting.
    vi.useFakeTimers();
    const browser = fakeBrowser();
    browser.watch();
    const next = browser.startInstall('next');
    browser.finishInstall(next);
    vi.advanceTimersByTime(10_000);
    expect(browser.nudges()).toBe(0);
    useServiceWorkerStore.getState().applyUpdate();
    vi.advanceTimersByTime(1_999);
    expect(browser.nudges()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(browser.nudges()).toBe(1);
    vi.advanceTimersByTime(4_000);
    expect(browser.nudges()).toBe(3);
    browser.takeOver(next);
    vi.advanceTimersByTime(10_000);
    expect(browser.nudges()).toBe(3);
    expect(browser.reloads()).toBe(1);
  });

  it('stops nudging after a minute, and a newer worker told later is nudged by the same timer', () => {
    vi.useFakeTimers();
    const browser = fakeBrowser();
    browser.watch();
    const first = browser.startInstall('first');
    browser.finishInstall(first);
    useServiceWorkerStore.getState().applyUpdate();
    vi.advanceTimersByTime(10_000);
    // A newer version arrives before the first took over: it is told, and nudged on the same beat.
    const second = browser.startInstall('second');
    browser.finishInstall(second);
    expect(second.messages).toEqual([SKIP]);
    vi.advanceTimersByTime(2_000);
    expect(browser.nudges()).toBe(6);
    vi.advanceTimersByTime(120_000);
    expect(browser.nudges()).toBe(30);
  });
});
