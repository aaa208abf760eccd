import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_AT_HEADER } from './public-reads';

const API_URL = 'http://127.0.0.1:54321';
const ANON_KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.sig';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubEnv('VITE_SUPABASE_URL', API_URL);
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', ANON_KEY);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  // The parsed environment is kept in a module variable: each case reads its own stubs afresh.
  vi.resetModules();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function readPublicRows() {
  return (await import('./supabase')).readPublicRows;
}

/** The one request made: its URL and init. */
function request(): { url: URL; init: RequestInit } {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [input, init] = fetchMock.mock.calls[0] ?? [];
  return { url: new URL(String(input)), init: init ?? {} };
}

describe('readPublicRows', () => {
  it('makes one GET to /rest/v1/<table> with the query as PostgREST parameters', async () => {
    fetchMock.mockResolvedValue(json([{ id: 'r1' }]));
    const read = await readPublicRows();
    const result = await read<{ id: string }>(
      'reviews',
      {
        select: 'id, customer_name,\n  created_at',
        status: 'eq.approved',
        tour_id: 'eq.grand circle',
        category: 'in.(cultural,nature)',
        order: 'created_at.desc',
        limit: '50',
      },
      { timeoutMs: 8_000, label: 'List' },
      () => 1_700_000_000_000,
    );
    // Straight from the server: read now.
    expect(result).toEqual({ data: [{ id: 'r1' }], source: 'network', storedAt: 1_700_000_000_000 });
    const { url, init } = request();
    expect(`${url.origin}${url.pathname}`).toBe(`${API_URL}/rest/v1/reviews`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      select: 'id,customer_name,created_at',
      status: 'eq.approved',
      tour_id: 'eq.grand circle', // spaces are removed from the column list only
      category: 'in.(cultural,nature)',
      order: 'created_at.desc',
      limit: '50',
    });
    expect(init.method ?? 'GET').toBe('GET');
  });

  it('sends the anon key as apikey and bearer token, asks for JSON, and passes a time limit', async () => {
    fetchMock.mockResolvedValue(json([]));
    const read = await readPublicRows();
    await read('gallery', { select: 'id' }, { timeoutMs: 8_000, label: 'List' });
    const { init } = request();
    expect(init.headers).toEqual({
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      Accept: 'application/json',
    });
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(init.signal?.aborted).toBe(false);
  });

  it('aborts the request once the time limit has passed', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    fetchMock.mockResolvedValue(json([]));
    const read = await readPublicRows();
    await read('custom_reviews', { select: 'id' }, { timeoutMs: 1_234, label: 'List' });
    expect(timeout).toHaveBeenCalledWith(1_234);
    expect(request().init.signal).toBe(timeout.mock.results[0]?.value);
    timeout.mockRestore();
  });

  it("says when the answer is the service worker's copy, and of which read", async () => {
    const keptAt = Date.parse('2026-11-20T18:30:00Z');
    const copy = json([{ id: 'g1' }]);
    copy.headers.set(KEPT_AT_HEADER, String(keptAt));
    fetchMock.mockResolvedValue(copy);
    const read = await readPublicRows();
    const result = await read('gallery', { select: 'id' }, { timeoutMs: 8_000, label: 'List' }, () => keptAt + 60_000);
    expect(result).toEqual({ data: [{ id: 'g1' }], source: 'cache', storedAt: keptAt });
  });

  it('fails with the server message on a refusal', async () => {
    fetchMock.mockResolvedValue(
      json({ code: '42501', message: 'permission denied for table reviews', details: null, hint: null }, 401),
    );
    const read = await readPublicRows();
    await expect(read('reviews', { select: 'id, email' }, { timeoutMs: 8_000, label: 'Tour reviews' })).rejects.toThrow(
      new Error('Tour reviews: permission denied for table reviews'),
    );
  });

  it('fails with the HTTP status when the answer is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Service Unavailable</html>', { status: 503 }));
    const read = await readPublicRows();
    await expect(read('gallery', { select: 'id' }, { timeoutMs: 8_000, label: 'List' })).rejects.toThrow(
      new Error('List: HTTP 503'),
    );
  });

  it('names the list in a network failure and keeps the failure as its cause', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(failure);
    const read = await readPublicRows();
    const reading = read('gallery', { select: 'id' }, { timeoutMs: 8_000, label: 'Gallery' });
    await expect(reading).rejects.toThrow(new Error('Gallery: Failed to fetch'));
    await expect(reading).rejects.toMatchObject({ cause: failure });
  });
});
