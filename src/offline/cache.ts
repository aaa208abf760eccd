/**
 * Read-through cache for the staff portal's lists and figures: online, the network answers and the result
 * is kept; offline (or when the server fails), the last kept copy answers. Logout clears it. (The public
 * pages' lists are kept by the service worker instead: src/offline/public-reads.ts.)
 */
import type { CachedResult } from '../lib/public-reads';

export type { CachedResult };

// IndexedDB's code (Dexie) is fetched when content is first read or kept, after the page has rendered.
const database = () => import('./db').then((module) => module.offlineDb());

export async function readThrough<T>(key: string, fetcher: () => Promise<T>, now = Date.now): Promise<CachedResult<T>> {
  // Loaded alongside the request; without it (its code could not be fetched) the network still answers.
  const kept = database().catch(() => undefined);
  try {
    const data = await fetcher();
    const storedAt = now();
    await (await kept)?.cache.put({ key, value: data, storedAt }).catch(() => undefined);
    return { data, source: 'network', storedAt };
  } catch (error) {
    const entry = await (await kept)?.cache.get(key).catch(() => undefined);
    if (entry) return { data: entry.value as T, source: 'cache', storedAt: entry.storedAt };
    throw error;
  }
}

/** Logout and similar: forget cached content under a prefix. */
export async function clearCache(prefix = ''): Promise<void> {
  const db = await database();
  if (!prefix) await db.cache.clear();
  else await db.cache.where('key').startsWith(prefix).delete();
}

/** The kept copy under `key`, if any (for showing it at once while a fresh read is on its way). */
export async function readCached<T>(key: string): Promise<{ data: T; storedAt: number } | undefined> {
  const entry = await (await database()).cache.get(key).catch(() => undefined);
  return entry ? { data: entry.value as T, storedAt: entry.storedAt } : undefined;
}

/**
 * Replaces the kept copy after live changes. `storedAt` stays the time of the last full read: changes
 * that arrived live do not vouch for the rows that did not change.
 */
export async function writeCached(key: string, data: unknown, storedAt: number): Promise<void> {
  await (await database()).cache.put({ key, value: data, storedAt }).catch(() => undefined);
}
