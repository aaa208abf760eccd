import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HINT_SETTLE_MS, noteOutboxEmpty, noteOutboxItem, onOutboxHint, outboxMayHaveItems } from './outbox-hint';

class MemoryStorage {
  private values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  // A page's global is an event target (Node's is not).
  const events = new EventTarget();
  vi.stubGlobal('addEventListener', events.addEventListener.bind(events));
  vi.stubGlobal('removeEventListener', events.removeEventListener.bind(events));
  vi.stubGlobal('dispatchEvent', events.dispatchEvent.bind(events));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('outbox hint', () => {
  it('is unset on a device that never saved anything, and set once an item is noted', () => {
    expect(outboxMayHaveItems()).toBe(false);
    noteOutboxItem(1_000);
    expect(outboxMayHaveItems()).toBe(true);
  });

  it('is cleared by an empty outbox only when the item was noted over a minute ago', () => {
    noteOutboxItem(1_000);
    noteOutboxEmpty(1_000 + HINT_SETTLE_MS - 1);
    expect(outboxMayHaveItems()).toBe(true);
    noteOutboxEmpty(1_000 + HINT_SETTLE_MS);
    expect(outboxMayHaveItems()).toBe(false);
  });

  it('a newer item keeps it set', () => {
    noteOutboxItem(1_000);
    noteOutboxItem(1_000 + HINT_SETTLE_MS);
    noteOutboxEmpty(1_000 + HINT_SETTLE_MS + 10);
    expect(outboxMayHaveItems()).toBe(true);
  });

  it('without localStorage the outbox is always checked', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(outboxMayHaveItems()).toBe(true);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('SecurityError');
      },
    });
    expect(outboxMayHaveItems()).toBe(true);
  });

  it('tells listeners when an item is noted', () => {
    const listener = vi.fn();
    const stop = onOutboxHint(listener);
    noteOutboxItem();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    noteOutboxItem();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
