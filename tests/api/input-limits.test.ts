/**
 * Input no endpoint should take: bodies larger than the product ever sends (413, not read into memory),
 * JSON nested thousands of levels deep (400, not a stack overflow), `Prefer: tx=rollback` (ignored, as by
 * hosted PostgREST), and an upload whose content type no header can carry (refused, and never a 500 on
 * download). After each, the server carries on.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { BODY_LIMITS, MAX_JSON_DEPTH, jsonDepth } from '../../supabase/local/rest';
import { createTestUser, startTestServer, type TestServer } from '../helpers/server';

let ts: TestServer;
let anon: SupabaseClient;

beforeAll(async () => {
  ts = await startTestServer();
  anon = ts.client();
});
afterAll(async () => {
  await ts?.close();
});

function inquiry(message = 'Hello') {
  return {
    id: randomUUID(),
    tour_id: 'southern-coastal-explorer-6day',
    tour_title: 'Southern Coastal Explorer',
    first_name: 'Ada',
    last_name: 'Example',
    email: `limits-${randomUUID().slice(0, 8)}@example.com`,
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    adults: 2,
    children: 0,
    message,
  };
}

const post = (table: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${ts.url}/rest/v1/${table}`, {
    method: 'POST',
    headers: { apikey: ts.anonKey, 'Content-Type': 'application/json', ...headers },
    body,
  });

async function storedInquiries(id: string): Promise<number> {
  const { rows } = await ts.server.db.query<{ n: number }>(
    'select count(*)::int as n from public.tour_inquiries where id = $1',
    [id],
  );
  return rows[0]?.n ?? -1;
}

describe('request bodies', () => {
  it('refuses an enquiry larger than any the product sends with 413, stores nothing and carries on', async () => {
    const row = inquiry('x'.repeat(BODY_LIMITS.default));
    const response = await post('tour_inquiries', JSON.stringify(row));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PGRST413' });
    expect(await storedInquiries(row.id)).toBe(0);

    const fine = inquiry('A family of four, two weeks in March.');
    expect((await anon.from('tour_inquiries').insert(fine)).error).toBeNull();
    expect(await storedInquiries(fine.id)).toBe(1);
  });

  it('refuses a 50 MB body at once, by its declared length', async () => {
    const huge = Buffer.alloc(50 * 1024 * 1024, 0x20);
    const response = await post('analytics_events', huge.toString('latin1'));
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
  });

  it('takes a full analytics batch but not one ten times larger', async () => {
    const rows = Array.from({ length: 50 }, () => ({ padding: 'p'.repeat(2_000) }));
    const batch = JSON.stringify(rows);
    expect(batch.length).toBeLessThan(BODY_LIMITS.tables.analytics_events!);
    // Accepted for reading: the columns are wrong, so PostgREST's own 400 answers, not 413.
    expect((await post('analytics_events', batch)).status).toBe(400);
    const tooMany = JSON.stringify(Array.from({ length: 500 }, () => rows[0]));
    expect((await post('analytics_events', tooMany)).status).toBe(413);
  });

  it('answers JSON nested thousands of levels deep with 400 and carries on', async () => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const row = { ...inquiry(), message: 'placeholder' };
    const body = JSON.stringify(row).replace('"placeholder"', deep);
    const response = await post('tour_inquiries', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST102' });
    expect(await storedInquiries(row.id)).toBe(0);
    expect((await anon.from('tour_inquiries').insert(inquiry())).error).toBeNull();
  });

  it('counts nesting without counting brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[[[\\"[[["}')).toBe(1);
    expect(jsonDepth('"plain"')).toBe(0);
    expect(jsonDepth('['.repeat(MAX_JSON_DEPTH + 1))).toBe(MAX_JSON_DEPTH + 1);
  });
});

describe('Prefer: tx=rollback', () => {
  it('is ignored, as hosted PostgREST commits every transaction', async () => {
    const row = inquiry();
    const { error } = await anon.from('tour_inquiries').insert(row).rollback();
    expect(error).toBeNull();
    expect(await storedInquiries(row.id)).toBe(1);
  });

  it('is refused with handling=strict', async () => {
    const row = inquiry();
    const response = await post('tour_inquiries', JSON.stringify(row), { Prefer: 'handling=strict, tx=rollback' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'PGRST122' });
    expect(await storedInquiries(row.id)).toBe(0);
  });
});

describe('uploads whose content type no header can carry', () => {
  // A complete 1×1 PNG.
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
      '1f15c4890000000d49444154789c6360f8cfc0f01f0005000201a5f6d3b60000000049454e44ae426082',
    'hex',
  );

  async function upload(name: string, fields: Record<string, string>): Promise<Response> {
    const { token } = await createTestUser(ts, `uploader-${randomUUID().slice(0, 8)}@example.com`, true);
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), name);
    return fetch(`${ts.url}/storage/v1/object/gallery/${name}`, {
      method: 'POST',
      headers: { apikey: ts.anonKey, Authorization: `Bearer ${token}` },
      body: form,
    });
  }

  it('refuses a line break in the content type or the cache control, and stores nothing', async () => {
    const name = `tests/${randomUUID()}.png`;
    const badType = await upload(name, { cacheControl: '3600', contentType: 'image/png\r\nX-Injected: 1' });
    // Storage answers 400 and names the refusal in the body.
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({ statusCode: '415', error: 'invalid_mime_type' });
    const badCache = await upload(name, { cacheControl: '3600\r\nX-Injected: 1', contentType: 'image/png' });
    expect(badCache.status).toBe(400);
    expect(await badCache.json()).toMatchObject({ error: 'InvalidRequest' });
    const { rows } = await ts.server.db.query<{ n: number }>(
      `select count(*)::int as n from storage.objects where bucket_id = 'gallery' and name = $1`,
      [name],
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('serves an object stored with such a type as plain bytes instead of failing', async () => {
    const name = `tests/${randomUUID()}.png`;
    const fine = await upload(name, { cacheControl: '3600', contentType: 'image/png' });
    expect(fine.status).toBe(200);
    await ts.server.db.query(
      `update storage.objects set metadata = metadata || '{"mimetype":"image/png\\nX-Injected: 1","cacheControl":"max-age=1\\nX: 2"}'::jsonb
        where bucket_id = 'gallery' and name = $1`,
      [name],
    );
    const response = await fetch(`${ts.url}/storage/v1/object/public/gallery/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('x-injected')).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });
});
