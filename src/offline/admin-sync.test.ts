import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// The queue's requests through the real supabase-js client, against a stand-in for fetch: what is sent,
// and how each kind of answer is read (no answer, server trouble, refusal, no row).
let answer: () => Response | Promise<Response>;
const requests: { method: string; url: string; body: unknown }[] = [];

beforeAll(() => {
  vi.stubEnv('VITE_SUPABASE_URL', 'http://api.test');
  vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'eyJhbGciOiJIUzI1NiJ9.e30.anon-key-for-tests');
  // Node 20 has no WebSocket; supabase-js only needs one to exist (nothing here opens a channel).
  vi.stubGlobal('WebSocket', class {});
  vi.stubGlobal('fetch', async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/rest/v1/')) {
      requests.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : null });
    }
    return answer();
  });
});

afterAll(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

beforeEach(() => {
  requests.length = 0;
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ROW = { id: 'r1', status: 'confirmed', updated_at: '2026-11-21T10:00:00.000001+00:00' };

const { classifyAnswer, supabaseChangeApi, updateRowNow } = await import('./admin-sync');

describe('classifyAnswer', () => {
  it('reads no status as no network, 5xx and 429 as try later, other 4xx as refused', () => {
    expect(classifyAnswer(0, 'x')).toMatchObject({ kind: 'network' });
    expect(classifyAnswer(503, 'x')).toMatchObject({ kind: 'server' });
    expect(classifyAnswer(429, 'x')).toMatchObject({ kind: 'server' });
    expect(classifyAnswer(400, 'x')).toMatchObject({ kind: 'refused' });
    expect(classifyAnswer(401, 'x')).toMatchObject({ kind: 'refused' });
  });
});

describe('updateRowNow', () => {
  it('sends one PATCH by id and returns the stored row', async () => {
    answer = () => json(200, [ROW]);
    await expect(
      updateRowNow('tour_inquiries', 'r1', { status: 'confirmed' }, 'id, status, updated_at'),
    ).resolves.toEqual({ ok: true, data: ROW });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('PATCH');
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/rest/v1/tour_inquiries');
    expect(url.searchParams.get('id')).toBe('eq.r1');
    expect(url.searchParams.get('updated_at')).toBeNull();
    expect(url.searchParams.get('select')).toBe('id,status,updated_at');
    expect(requests[0]!.body).toEqual({ status: 'confirmed' });
  });

  it('treats "no row changed" (row-level security) as a refusal', async () => {
    answer = () => json(200, []);
    await expect(updateRowNow('tour_inquiries', 'r1', { status: 'confirmed' }, 'id')).resolves.toMatchObject({
      ok: false,
      kind: 'refused',
    });
  });

  it('reports a failed fetch as no network, and a 5xx as server trouble', async () => {
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(updateRowNow('tour_inquiries', 'r1', { status: 'confirmed' }, 'id')).resolves.toMatchObject({
      ok: false,
      kind: 'network',
    });
    answer = () => json(500, { message: 'boom' });
    await expect(updateRowNow('tour_inquiries', 'r1', { status: 'confirmed' }, 'id')).resolves.toMatchObject({
      ok: false,
      kind: 'server',
    });
  });
});

describe('supabaseChangeApi', () => {
  it('makes the queued update conditional on the updated_at the admin saw', async () => {
    const api = await supabaseChangeApi();
    answer = () => json(200, []);
    await expect(
      api.update('custom_tour_requests', 'r1', { internal_note: 'x' }, ROW.updated_at, 'id'),
    ).resolves.toEqual({ ok: true, data: [] });
    const url = new URL(requests[0]!.url);
    expect(url.searchParams.get('id')).toBe('eq.r1');
    expect(url.searchParams.get('updated_at')).toBe(`eq.${ROW.updated_at}`);
    expect(requests[0]!.body).toEqual({ internal_note: 'x' });
  });

  it('reads one row back, or null when there is none', async () => {
    const api = await supabaseChangeApi();
    answer = () => json(200, [ROW]);
    await expect(api.read('tour_inquiries', 'r1', 'id, status, updated_at')).resolves.toEqual({ ok: true, data: ROW });
    answer = () => json(200, []);
    await expect(api.read('tour_inquiries', 'r1', 'id')).resolves.toEqual({ ok: true, data: null });
    answer = () => json(403, { code: '42501', message: 'permission denied' });
    await expect(api.read('tour_inquiries', 'r1', 'id')).resolves.toMatchObject({ ok: false, kind: 'refused' });
  });

  it('knows no admin without a session on this device', async () => {
    const api = await supabaseChangeApi();
    await expect(api.sessionUserId()).resolves.toBeNull();
  });
});
