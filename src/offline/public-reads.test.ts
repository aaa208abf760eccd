import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_AT_HEADER } from '../lib/public-reads';
import {
  answerPublicRead,
  isPublicRead,
  PUBLIC_READ_NETWORK_TIMEOUT_MS,
  PUBLIC_READS_MAX_ENTRIES,
} from './public-reads';

const API = { url: 'https://abc.supabase.co', anonKey: 'anon-key' };
const READ_AT = Date.parse('2026-11-20T18:30:00Z');

function get(url: string, token = API.anonKey, method = 'GET'): Request {
  return new Request(url, { method, headers: { apikey: API.anonKey, Authorization: `Bearer ${token}` } });
}
const reviewsUrl = `${API.url}/rest/v1/reviews?select=id&status=eq.approved&tour_id=eq.grand-circle-18day`;

/** The Cache API as the worker has it, in memory: keys in the order they were last put. */
class MemoryCache {
  entries = new Map<string, Response>();
  async match(request: Request) {
    return this.entries.get(request.url)?.clone();
  }
  async put(request: Request, response: Response) {
    this.entries.delete(request.url);
    this.entries.set(request.url, response);
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
  async delete(request: Request) {
    return this.entries.delete(request.url);
  }
}

function setup(network: (request: Request) => Promise<Response>) {
  const cache = new MemoryCache();
  const answer = (request = get(reviewsUrl)) =>
    answerPublicRead(request, { cache: cache as unknown as Cache, network, now: () => READ_AT });
  return { cache, answer };
}

const rows = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
});

describe('isPublicRead', () => {
  it('matches reads of the published lists with the anon key on this API', () => {
    for (const table of ['reviews', 'custom_reviews', 'gallery']) {
      expect(isPublicRead(get(`${API.url}/rest/v1/${table}?select=id`), API)).toBe(true);
    }
    expect(isPublicRead(get(`${API.url}/rest/v1/gallery`), API)).toBe(true);
  });

  it('leaves staff reads, writes, other tables and other hosts alone', () => {
    expect(isPublicRead(get(reviewsUrl, 'a-staff-members-token'), API)).toBe(false);
    expect(isPublicRead(get(`${API.url}/rest/v1/reviews`, API.anonKey, 'POST'), API)).toBe(false);
    expect(isPublicRead(get(`${API.url}/rest/v1/tour_inquiries?select=id`), API)).toBe(false);
    expect(isPublicRead(get(`${API.url}/rest/v1/reviews_admin?select=id`), API)).toBe(false);
    expect(isPublicRead(get('https://elsewhere.example/rest/v1/reviews?select=id'), API)).toBe(false);
    expect(isPublicRead(get(`${API.url}/storage/v1/object/public/gallery/a.webp`), API)).toBe(false);
  });

  it('keeps a path prefix of the API', () => {
    const prefixed = { ...API, url: 'https://example.org/api/' };
    expect(isPublicRead(get('https://example.org/api/rest/v1/reviews?select=id'), prefixed)).toBe(true);
    expect(isPublicRead(get('https://example.org/rest/v1/reviews?select=id'), prefixed)).toBe(false);
  });
});

describe('answerPublicRead', () => {
  it("passes the server's answer on untouched and keeps a copy stamped with the time of the read", async () => {
    const { cache, answer } = setup(async () => rows([{ id: 'r1' }]));
    const { response, settled } = await answer();
    expect(response.headers.get(KEPT_AT_HEADER)).toBeNull();
    expect(await response.json()).toEqual([{ id: 'r1' }]);
    await settled;
    const kept = cache.entries.get(reviewsUrl);
    expect(kept?.headers.get(KEPT_AT_HEADER)).toBe(String(READ_AT));
    expect(kept?.headers.get('Content-Type')).toBe('application/json');
    expect(await kept?.json()).toEqual([{ id: 'r1' }]);
  });

  it('answers with the copy when the device is offline, and with a network error without one', async () => {
    let online = true;
    const { answer } = setup(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return rows([{ id: 'r1' }]);
    });
    online = false;
    expect((await answer()).response.type).toBe('error');
    online = true;
    await (
      await answer()
    ).settled;
    online = false;
    const { response } = await answer();
    expect(response.headers.get(KEPT_AT_HEADER)).toBe(String(READ_AT));
    expect(await response.json()).toEqual([{ id: 'r1' }]);
  });

  it('answers with the copy when the server fails, and passes the failure on without one', async () => {
    let status = 200;
    const { cache, answer } = setup(async () => rows(status === 200 ? [{ id: 'r1' }] : { message: 'down' }, status));
    status = 503;
    const first = await answer();
    expect(first.response.status).toBe(503);
    expect(await first.response.json()).toEqual({ message: 'down' });
    status = 200;
    await (
      await answer()
    ).settled;
    status = 503;
    const { response, settled } = await answer();
    await settled;
    expect(response.status).toBe(200);
    expect(response.headers.get(KEPT_AT_HEADER)).toBe(String(READ_AT));
    // A failed answer never replaces the copy.
    expect(await cache.entries.get(reviewsUrl)?.json()).toEqual([{ id: 'r1' }]);
  });

  it('answers with the copy when the server is slow, keeps the late answer, and waits when there is no copy', async () => {
    vi.useFakeTimers();
    let release: (response: Response) => void = () => undefined;
    const { cache, answer } = setup(
      () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    );
    // No copy yet: the slow answer is waited for.
    const first = answer();
    await vi.advanceTimersByTimeAsync(PUBLIC_READ_NETWORK_TIMEOUT_MS + 1_000);
    release(rows([{ id: 'old' }]));
    expect(await (await first).response.json()).toEqual([{ id: 'old' }]);
    await (
      await first
    ).settled;

    const second = answer();
    await vi.advanceTimersByTimeAsync(PUBLIC_READ_NETWORK_TIMEOUT_MS);
    const { response, settled } = await second;
    expect(await response.json()).toEqual([{ id: 'old' }]);
    expect(response.headers.get(KEPT_AT_HEADER)).toBe(String(READ_AT));
    release(rows([{ id: 'new' }]));
    await settled;
    expect(await cache.entries.get(reviewsUrl)?.json()).toEqual([{ id: 'new' }]);
  });

  it(`keeps at most ${PUBLIC_READS_MAX_ENTRIES} copies, dropping the ones read longest ago`, async () => {
    const { cache, answer } = setup(async () => rows([]));
    const tour = (n: number) => `${API.url}/rest/v1/reviews?select=id&tour_id=eq.tour-${n}`;
    for (let n = 0; n < PUBLIC_READS_MAX_ENTRIES; n++) await (await answer(get(tour(n)))).settled;
    // Read again: tour-0 becomes the newest copy.
    await (
      await answer(get(tour(0)))
    ).settled;
    await (
      await answer(get(tour(PUBLIC_READS_MAX_ENTRIES)))
    ).settled;
    const kept = [...cache.entries.keys()];
    expect(kept).toHaveLength(PUBLIC_READS_MAX_ENTRIES);
    expect(kept).toContain(tour(0));
    expect(kept).not.toContain(tour(1));
    expect(kept).toContain(tour(PUBLIC_READS_MAX_ENTRIES));
  });
});
