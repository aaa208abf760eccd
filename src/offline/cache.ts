/**
 * Read-through cache for published content: online, the network answers and the result is kept;
 * offline (or when the server fails), the last kept copy answers.
 */

// IndexedDB's code (Dexie) is fetched when content is first read or kept, after the page has rendered:
// public pages that only show cached lists do not download it with their first paint.
const database = () => import('./db').then((module) => module.offlineDb());

export interface CachedResult<T> {
  data: T;
  source: 'network' | 'cache';
  /** Epoch ms of the network read the data comes from. */
  storedAt: number;
}

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
