/**
 * The service worker's copy of the public pages' reads (approved reviews, gallery photos): each answer the
 * server gives is kept, stamped with the time of the read, and the kept copy answers when the device is
 * offline, the server fails or it is slow to answer. The page sees the stamp (KEPT_AT_HEADER) and says
 * where the list comes from; it needs no IndexedDB code of its own for that, which on a slow phone was one
 * of the longest tasks of every page with reviews or photos. Staff reads carry their own token and are
 * never kept here (their lists have the admin cache, cleared on logout).
 */
import { KEPT_AT_HEADER, PUBLIC_TABLES } from '../lib/public-reads';

export const PUBLIC_READS_CACHE = 'public-reads';
/** One copy per list read: the tours' reviews, the home carousel and the gallery, with room to spare. */
export const PUBLIC_READS_MAX_ENTRIES = 50;
/** How long the server gets before a kept copy answers instead; the page itself gives up after 8 s. */
export const PUBLIC_READ_NETWORK_TIMEOUT_MS = 5_000; // ms

export interface PublicApi {
  url: string;
  anonKey: string;
}

/** A GET of a published list on this app's API with the anon key (not a staff member's token). */
export function isPublicRead(request: Request, api: PublicApi): boolean {
  if (request.method !== 'GET') return false;
  if (request.headers.get('Authorization') !== `Bearer ${api.anonKey}`) return false;
  const base = `${api.url.replace(/\/+$/, '')}/rest/v1/`;
  if (!request.url.startsWith(base)) return false;
  const table = request.url.slice(base.length).split('?')[0];
  return (PUBLIC_TABLES as readonly string[]).includes(table ?? '');
}

/** The answer with the time of the read on it, as it is kept. */
async function stamped(response: Response, readAt: number): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, String(readAt));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** Keeps a copy; the oldest copies go once there are more than the cap (a put moves its key to the end). */
async function keep(cache: Cache, request: Request, response: Response, readAt: number): Promise<void> {
  await cache.put(request, await stamped(response, readAt));
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - PUBLIC_READS_MAX_ENTRIES)).map((old) => cache.delete(old)));
}

export interface PublicReadOptions {
  cache: Cache;
  network?: (request: Request) => Promise<Response>;
  now?: () => number;
  timeoutMs?: number;
}

/**
 * The server's answer when it gives a good one in time, else the kept copy, else whatever the server
 * said (or a network error). `settled` ends once the answer has been kept; the worker waits for it.
 */
export async function answerPublicRead(
  request: Request,
  { cache, network = (r) => fetch(r), now = Date.now, timeoutMs = PUBLIC_READ_NETWORK_TIMEOUT_MS }: PublicReadOptions,
): Promise<{ response: Response; settled: Promise<unknown> }> {
  let keeping: Promise<unknown> = Promise.resolve();
  const fromNetwork = network(request).then((response) => {
    // A late answer is still kept: the next read shows it.
    if (response.ok) keeping = keep(cache, request, response.clone(), now()).catch(() => undefined);
    return response;
  });
  const settled = fromNetwork.then(
    () => keeping,
    () => undefined,
  );
  const copy = () => cache.match(request).then((kept) => kept ?? undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(() => resolve('slow'), timeoutMs);
  });
  try {
    let answer = await Promise.race([fromNetwork, slow]);
    if (answer === 'slow') {
      const kept = await copy();
      if (kept) return { response: kept, settled };
      answer = await fromNetwork;
    }
    return { response: answer.ok ? answer : ((await copy()) ?? answer), settled };
  } catch {
    return { response: (await copy()) ?? Response.error(), settled };
  } finally {
    clearTimeout(timer);
  }
}
