/**
 * Read-through cache for published content: online, the network answers and the result is kept;
 * offline (or when the server fails), the last kept copy answers.
 */
import { offlineDb } from './db';

export interface CachedResult<T> {
  data: T;
  source: 'network' | 'cache';
  /** Epoch ms of the network read the data comes from. */
  storedAt: number;
}

export async function readThrough<T>(key: string, fetcher: () => Promise<T>, now = Date.now): Promise<CachedResult<T>> {
  const db = offlineDb();
  try {
    const data = await fetcher();
    const storedAt = now();
    await db.cache.put({ key, value: data, storedAt }).catch(() => undefined);
    return { data, source: 'network', storedAt };
  } catch (error) {
    const entry = await db.cache.get(key).catch(() => undefined);
    if (entry) return { data: entry.value as T, source: 'cache', storedAt: entry.storedAt };
    throw error;
  }
}

/** Logout and similar: forget cached content under a prefix. */
export async function clearCache(prefix = ''): Promise<void> {
  const db = offlineDb();
  if (!prefix) await db.cache.clear();
  else await db.cache.where('key').startsWith(prefix).delete();
}

/** The kept copy under `key`, if any (for showing it at once while a fresh read is on its way). */
export async function readCached<T>(key: string): Promise<{ data: T; storedAt: number } | undefined> {
  const entry = await offlineDb()
    .cache.get(key)
    .catch(() => undefined);
  return entry ? { data: entry.value as T, storedAt: entry.storedAt } : undefined;
}

/**
 * Replaces the kept copy after live changes. `storedAt` stays the time of the last full read: changes
 * that arrived live do not vouch for the rows that did not change.
 */
export async function writeCached(key: string, data: unknown, storedAt: number): Promise<void> {
  await offlineDb()
    .cache.put({ key, value: data, storedAt })
    .catch(() => undefined);
}
