/**
 * Storage through the real supabase-js client against the gallery bucket of the migrations: public
 * reads, admin-only writes decided by RLS on storage.objects, and the bucket's size and type limits.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadConfig } from '../../supabase/local/config';
import { startServer } from '../../supabase/local/server';
import { createTestUser, startTestServer, wsTransport, type TestServer } from '../helpers/server';

const BUCKET_LIMIT_BYTES = 2 * 1024 * 1024; // the gallery bucket's file_size_limit (2 MiB)

// A complete 1×1 PNG (signature, IHDR, IDAT, IEND).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360f8cfc0f01f0005000201a5f6d3b60000000049454e44ae426082',
  'hex',
);

let ts: TestServer;
let admin: SupabaseClient;
let member: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  ts = await startTestServer();
  admin = await signedInClient('gallery-admin@example.com', true);
  member = await signedInClient('member@example.com', false);
  anon = ts.client();
});

afterAll(async () => {
  await ts?.close();
});

async function signedInClient(email: string, isAdmin: boolean): Promise<SupabaseClient> {
  const { token } = await createTestUser(ts, email, isAdmin);
  return createClient(ts.url, ts.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: wsTransport },
    accessToken: async () => token,
  });
}

const png = (bytes: Buffer = PNG) => new Blob([new Uint8Array(bytes)], { type: 'image/png' });
const uniqueName = (ext = 'png') => `tests/${randomUUID()}.${ext}`;

async function storedObjects(name: string): Promise<number> {
  const { rows } = await ts.server.db.query<{ n: number }>(
    `select count(*)::int as n from storage.objects where bucket_id = 'gallery' and name = $1`,
    [name],
  );
  return rows[0]?.n ?? -1;
}

async function publicGet(name: string): Promise<Response> {
  return fetch(admin.storage.from('gallery').getPublicUrl(name).data.publicUrl);
}

describe('gallery uploads', () => {
  it('lets an admin upload a PNG and serves the exact bytes at the public URL', async () => {
    const name = uniqueName();
    const { data, error } = await admin.storage.from('gallery').upload(name, png(), { cacheControl: '3600' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: name, fullPath: `gallery/${name}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const res = await publicGet(name);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('max-age=3600');
    expect(res.headers.get('etag')).toBe(`"${createHash('md5').update(PNG).digest('hex')}"`);
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const { rows } = await ts.server.db.query<{ metadata: Record<string, unknown>; owner_id: string }>(
      `select metadata, owner_id from storage.objects where bucket_id = 'gallery' and name = $1`,
      [name],
    );
    expect(rows[0]?.metadata).toMatchObject({ size: PNG.length, mimetype: 'image/png', contentLength: PNG.length });
    expect(rows[0]?.owner_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const name = uniqueName();
    expect((await admin.storage.from('gallery').upload(name, png())).error).toBeNull();
    const first = await publicGet(name);
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(admin.storage.from('gallery').getPublicUrl(name).data.publicUrl, {
      headers: { 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('refuses an anonymous upload (RLS) and stores nothing', async () => {
    const name = uniqueName();
    const { data, error } = await anon.storage.from('gallery').upload(name, png());
    expect(data).toBeNull();
    expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' });
    expect(await storedObjects(name)).toBe(0);
    expect((await publicGet(name)).status).toBe(400);
  });

  it('refuses an upload by a signed-in non-admin', async () => {
    const name = uniqueName();
    const { error } = await member.storage.from('gallery').upload(name, png());
    expect(error).toMatchObject({ statusCode: '403' });
    expect(await storedObjects(name)).toBe(0);
  });

  it('refuses an object over the bucket limit with EntityTooLarge', async () => {
    const name = uniqueName();
    const tooBig = Buffer.concat([PNG, randomBytes(BUCKET_LIMIT_BYTES)]);
    const { error } = await admin.storage.from('gallery').upload(name, png(tooBig));
    expect(error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    expect(await storedObjects(name)).toBe(0);
  });

  it('accepts an object of exactly the bucket limit', async () => {
    const name = uniqueName();
    const exact = Buffer.concat([PNG, randomBytes(BUCKET_LIMIT_BYTES - PNG.length)]);
    const { error } = await admin.storage.from('gallery').upload(name, png(exact));
    expect(error).toBeNull();
    const res = await publicGet(name);
    expect(Number(res.headers.get('content-length'))).toBe(BUCKET_LIMIT_BYTES);
  });

  it('refuses a type the bucket does not allow', async () => {
    const name = uniqueName('txt');
    const { error } = await admin.storage.from('gallery').upload(name, new Blob(['hello'], { type: 'text/plain' }));
    expect(error).toMatchObject({ statusCode: '415', message: 'mime type text/plain is not supported' });
    expect(await storedObjects(name)).toBe(0);

    const raw = await admin.storage
      .from('gallery')
      .upload(uniqueName('svg'), Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });
    expect(raw.error).toMatchObject({ statusCode: '415' });
  });

  it('accepts a raw (non-multipart) body with its content type', async () => {
    const name = uniqueName();
    const { error } = await admin.storage.from('gallery').upload(name, PNG, { contentType: 'image/png' });
    expect(error).toBeNull();
    const res = await publicGet(name);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses a second upload to the same path unless upsert is asked for', async () => {
    const name = uniqueName();
    expect((await admin.storage.from('gallery').upload(name, png())).error).toBeNull();
    const again = await admin.storage.from('gallery').upload(name, png());
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    const replacement = Buffer.concat([PNG, Buffer.from('v2')]);
    const upserted = await admin.storage.from('gallery').upload(name, png(replacement), { upsert: true });
    expect(upserted.error).toBeNull();
    expect(Buffer.from(await (await publicGet(name)).arrayBuffer()).equals(replacement)).toBe(true);

    const v3 = Buffer.concat([PNG, Buffer.from('v3')]);
    expect((await admin.storage.from('gallery').update(name, png(v3))).error).toBeNull();
    expect(Buffer.from(await (await publicGet(name)).arrayBuffer()).equals(v3)).toBe(true);
  });
});

describe('gallery reads, listing and removal', () => {
  it('lists an uploaded file for the admin, and nothing for anon', async () => {
    const folder = `list-${randomUUID()}`;
    expect((await admin.storage.from('gallery').upload(`${folder}/a.png`, png())).error).toBeNull();
    expect((await admin.storage.from('gallery').upload(`${folder}/sub/b.png`, png())).error).toBeNull();

    const { data, error } = await admin.storage.from('gallery').list(folder);
    expect(error).toBeNull();
    expect(data?.map((f) => f.name)).toEqual(['sub', 'a.png']);
    const file = data?.find((f) => f.name === 'a.png');
    expect(file?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(file?.metadata).toMatchObject({ mimetype: 'image/png', size: PNG.length });
    expect(data?.find((f) => f.name === 'sub')?.id).toBeNull();

    const asAnon = await anon.storage.from('gallery').list(folder);
    expect(asAnon.error).toBeNull();
    expect(asAnon.data).toEqual([]);
  });

  it('downloads for the admin through RLS, not for anon', async () => {
    const name = uniqueName();
    expect((await admin.storage.from('gallery').upload(name, png())).error).toBeNull();
    const { data, error } = await admin.storage.from('gallery').download(name);
    expect(error).toBeNull();
    expect(Buffer.from(await (data as Blob).arrayBuffer()).equals(PNG)).toBe(true);

    const asAnon = await anon.storage.from('gallery').download(name);
    expect(asAnon.data).toBeNull();
    expect(asAnon.error).toMatchObject({ statusCode: '404' });
  });

  it('does not let anon delete, and removes the file (and its bytes) for the admin', async () => {
    const name = uniqueName();
    expect((await admin.storage.from('gallery').upload(name, png())).error).toBeNull();

    const byAnon = await anon.storage.from('gallery').remove([name]);
    expect(byAnon.error).toBeNull();
    expect(byAnon.data).toEqual([]);
    expect((await publicGet(name)).status).toBe(200);

    const { data, error } = await admin.storage.from('gallery').remove([name]);
    expect(error).toBeNull();
    expect(data?.map((o) => o.name)).toEqual([name]);

    const gone = await publicGet(name);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
    const { rows } = await ts.server.db.query<{ n: number }>(
      `select count(*)::int as n from storage_local.blobs b
       where not exists (select 1 from storage.objects o where o.id = b.object_id)`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('describes the bucket to the service role and hides it from anon (RLS on buckets)', async () => {
    const { data, error } = await ts.serviceClient().storage.getBucket('gallery');
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: 'gallery', public: true, file_size_limit: BUCKET_LIMIT_BYTES });
    expect(data?.allowed_mime_types).toContain('image/png');

    const asAnon = await anon.storage.getBucket('gallery');
    expect(asAnon.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    const list = await anon.storage.listBuckets();
    expect(list.data).toEqual([]);
  });

  it('answers a missing public object and a missing bucket in Storage’s shape', async () => {
    const missing = await fetch(`${ts.url}/storage/v1/object/public/gallery/nope-${randomUUID()}.png`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const noBucket = await fetch(`${ts.url}/storage/v1/object/public/nope/a.png`);
    expect(await noBucket.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('stored bytes survive a restart', () => {
  it('serves an upload after the server restarts on the same data directory', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-storage-'));
    const env = { DATA_DIR: dataDir, API_PORT: '0', APP_PORT: '0', DATABASE_URL: '' };
    const name = uniqueName();
    const bytes = Buffer.concat([PNG, randomBytes(4096)]);

    const firstConfig = await loadConfig(env);
    const first = await startServer(firstConfig, { serveApp: false, seed: false });
    const service = createClient(firstConfig.apiUrl, firstConfig.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: wsTransport },
    });
    expect((await service.storage.from('gallery').upload(name, png(bytes))).error).toBeNull();
    await first.close();

    const secondConfig = await loadConfig(env);
    const second = await startServer(secondConfig, { serveApp: false, seed: false });
    try {
      const res = await fetch(`${secondConfig.apiUrl}/storage/v1/object/public/gallery/${name}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
