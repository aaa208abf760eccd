import { describe, expect, it } from 'vitest';
import { AnalyticsSession, PAGE_COUNT_KEY, SESSION_ID_KEY } from './session';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

const ID = '0b9c7a4e-3f1d-4c2b-9a8e-1d2c3b4a5f60';

describe('AnalyticsSession', () => {
  it('creates a random id once per tab session and counts pages in sessionStorage', () => {
    const storage = memoryStorage();
    const first = new AnalyticsSession(storage, () => ID);
    expect(first.id).toBe(ID);
    expect(storage.map.get(SESSION_ID_KEY)).toBe(ID);
    expect(first.nextPage()).toBe(1);
    expect(first.nextPage()).toBe(2);
    // A reload in the same tab continues the session.
    const again = new AnalyticsSession(storage, () => 'another');
    expect(again.id).toBe(ID);
    expect(again.nextPage()).toBe(3);
    expect(storage.map.get(PAGE_COUNT_KEY)).toBe('3');
  });
  it('works in memory when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const session = new AnalyticsSession(broken, () => ID);
    expect(session.id).toBe(ID);
    expect(session.nextPage()).toBe(1);
  });
});
