/**
 * The gallery's server side through the real supabase-js client: images are three objects under a folder
 * named after the row id, uploaded before the row. The bucket's limits, the 20-image and 52,428,800-byte
 * totals, the files a row must have, file_size as stored, deletion of row and files, and the orphans an
 * interrupted upload leaves for the admin screen to remove.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createTestUser, startTestServer, wsTransport, type TestServer } from '../helpers/server';

const MiB = 1_048_576;
const OBJECT_LIMIT = 2 * MiB; // the bucket's file_size_limit
const IMAGE_LIMIT_REASON = 'Would exceed image limit (20 max)';
const STORAGE_LIMIT_REASON = 'Would exceed storage limit (50MB max)';
const FILES = ['full', 'preview', 'thumb'] as const;
type Sizes = Record<(typeof FILES)[number], number>;
const SMALL: Sizes = { full: 3000, preview: 2000, thumb: 1000 };

let ts: TestServer;
let admin: SupabaseClient;
let member: SupabaseClient;
let anon: SupabaseClient;

beforeAll(async () => {
  ts = await startTestServer();
  admin = await signedInClient('gallery-owner@example.com', true);
  member = await signedInClient('gallery-member@example.com', false);
  anon = ts.client();
});

afterAll(async () => {
  await ts?.close();
});

// Every test starts from an empty gallery and bucket (bytes go with their object rows).
beforeEach(async () => {
  await ts.server.db.query('delete from public.gallery');
  await ts.server.db.query(`delete from storage.objects where bucket_id = 'gallery'`);
});

async function signedInClient(email: string, isAdmin: boolean): Promise<SupabaseClient> {
  const { token } = await createTestUser(ts, email, isAdmin);
  return createClient(ts.url, ts.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: wsTransport },
    accessToken: async () => token,
  });
}

const webp = (bytes: number) => new Blob([new Uint8Array(randomBytes(bytes))], { type: 'image/webp' });
const pathOf = (id: string, file: (typeof FILES)[number]) => `${id}/${file}.webp`;
const publicUrl = (path: string) => admin.storage.from('gallery').getPublicUrl(path).data.publicUrl;

async function uploadFiles(id: string, sizes: Partial<Sizes> = SMALL, client = admin) {
  for (const file of FILES) {
    const bytes = sizes[file];
    if (bytes === undefined) continue;
    const { error } = await client.storage.from('gallery').upload(pathOf(id, file), webp(bytes));
    expect(error, `${id} ${file}`).toBeNull();
  }
}

function rowFor(id: string, patch: Record<string, unknown> = {}) {
  return {
    id,
    title: 'Sigiriya at dawn',
    category: 'cultural',
    url: publicUrl(pathOf(id, 'full')),
    preview_url: publicUrl(pathOf(id, 'preview')),
    thumbnail_url: publicUrl(pathOf(id, 'thumb')),
    storage_path: pathOf(id, 'full'),
    file_name: 'sigiriya.jpg',
    file_size: 1, // what a client claims; the server counts the stored bytes
    width: 2048,
    height: 1365,
    format: 'webp',
    ...patch,
  };
}

/** Files first, then the row: the upload order of the admin screen. */
async function addImage(sizes: Partial<Sizes> = SMALL): Promise<string> {
  const id = randomUUID();
  await uploadFiles(id, sizes);
  const { error } = await admin.from('gallery').insert(rowFor(id));
  expect(error).toBeNull();
  return id;
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await ts.server.db.query<{ n: number }>(`select count(*)::int as n from (${sql}) as q`, params);
  return rows[0]?.n ?? -1;
}
const objectsIn = (id: string) =>
  count(`select 1 from storage.objects where bucket_id = 'gallery' and name like $1 || '/%'`, [id]);
const blobsIn = (id: string) =>
  count(
    `select 1 from storage_local.blobs b join storage.objects o on o.id = b.object_id
      where o.bucket_id = 'gallery' and o.name like $1 || '/%'`,
    [id],
  );
const galleryRows = () => count('select 1 from public.gallery');
const allObjects = () => count(`select 1 from storage.objects where bucket_id = 'gallery'`);

async function stats() {
  const { data, error } = await admin.rpc('gallery_storage_stats');
  expect(error).toBeNull();
  return data as { total_images: number; total_size: number; remaining_images: number };
}

describe('who may write', () => {
  it('refuses uploads and deletes by anon and a signed-in non-admin; the admin may do both', async () => {
    const id = randomUUID();
    for (const client of [anon, member]) {
      const { error } = await client.storage.from('gallery').upload(pathOf(id, 'full'), webp(100));
      expect(error).toMatchObject({ statusCode: '403' });
    }
    expect(await objectsIn(id)).toBe(0);

    await addImage();
    const [row] = (await ts.server.db.query<{ id: string }>('select id from public.gallery')).rows;
    const imageId = row?.id ?? '';
    for (const client of [anon, member]) {
      expect((await client.from('gallery').delete().eq('id', imageId).select('id')).data ?? []).toEqual([]);
      const removed = await client.storage.from('gallery').remove([pathOf(imageId, 'full')]);
      expect(removed.data ?? []).toEqual([]);
    }
    expect(await galleryRows()).toBe(1);
    expect(await objectsIn(imageId)).toBe(3);

    const deleted = await admin.from('gallery').delete().eq('id', imageId).select('id');
    expect(deleted.data).toEqual([{ id: imageId }]);
    const removed = await admin.storage.from('gallery').remove(FILES.map((f) => pathOf(imageId, f)));
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(3);
  });
});

describe('bucket limits', () => {
  it('accepts exactly 2 MiB, refuses one byte more, and refuses a type the bucket does not allow', async () => {
    const id = randomUUID();
    expect((await admin.storage.from('gallery').upload(pathOf(id, 'full'), webp(OBJECT_LIMIT))).error).toBeNull();
    const tooBig = await admin.storage.from('gallery').upload(pathOf(id, 'preview'), webp(OBJECT_LIMIT + 1));
    expect(tooBig.error).toMatchObject({ statusCode: '413' });
    const text = await admin.storage
      .from('gallery')
      .upload(pathOf(id, 'thumb'), new Blob(['hello'], { type: 'text/plain' }));
    expect(text.error).toMatchObject({ statusCode: '415' });
    expect(await objectsIn(id)).toBe(1);
  });
});

describe('rows and their files', () => {
  it('sets file_size to the bytes stored in the folder, whatever the client sent', async () => {
    const id = randomUUID();
    await uploadFiles(id, SMALL);
    const { data, error } = await admin
      .from('gallery')
      .insert(rowFor(id, { file_size: 999_999_999 }))
      .select('file_size')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ file_size: 6000 });
    expect(await stats()).toMatchObject({ total_images: 1, total_size: 6000, remaining_images: 19 });
  });

  it('refuses a row whose files are missing or live elsewhere, with 23503', async () => {
    const other = await addImage();
    const id = randomUUID();
    const refused = async (row: Record<string, unknown>, message: RegExp) => {
      const { error } = await admin.from('gallery').insert(row);
      expect(error?.code).toBe('23503');
      expect(error?.message).toMatch(message);
    };
    // Nothing uploaded.
    await refused(rowFor(id), /^Image files are missing from storage: /);
    // Only the full image arrived.
    await uploadFiles(id, { full: 500 });
    await refused(rowFor(id), new RegExp(`missing from storage: ${pathOf(id, 'preview')}, ${pathOf(id, 'thumb')}$`));
    // Another image's files, an outside address, a path outside the folder.
    await uploadFiles(id, { preview: 400, thumb: 300 });
    await refused(rowFor(id, { thumbnail_url: publicUrl(pathOf(other, 'thumb')) }), /must be in the gallery bucket/);
    await refused(rowFor(id, { url: 'https://example.com/sigiriya.jpg' }), /must be in the gallery bucket/);
    await refused(rowFor(id, { storage_path: pathOf(other, 'full') }), /must be in the gallery bucket/);
    await refused(rowFor(id, { upload_source: 'cloudinary' }), /must be in the gallery bucket/);
    expect(await galleryRows()).toBe(1);

    expect((await admin.from('gallery').insert(rowFor(id))).error).toBeNull();
    expect(await galleryRows()).toBe(2);
  });

  it('deletes the row and then its files, leaving no row, object or stored bytes', async () => {
    const id = await addImage();
    expect(await blobsIn(id)).toBe(3);
    const { rows: objectIds } = await ts.server.db.query<{ id: string }>(
      `select id from storage.objects where bucket_id = 'gallery' and name like $1 || '/%'`,
      [id],
    );
    expect((await admin.from('gallery').delete().eq('id', id).select('id')).data).toEqual([{ id }]);
    expect((await admin.storage.from('gallery').remove(FILES.map((f) => pathOf(id, f)))).error).toBeNull();

    expect(await count('select 1 from public.gallery where id = $1', [id])).toBe(0);
    expect(await objectsIn(id)).toBe(0);
    expect(
      await count('select 1 from storage_local.blobs where object_id = any($1::uuid[])', [
        (objectIds ?? []).map((o) => o.id),
      ]),
    ).toBe(0);
    expect(await stats()).toMatchObject({ total_images: 0, total_size: 0 });
    expect((await fetch(publicUrl(pathOf(id, 'thumb')))).status).toBe(400);
  });
});

describe('capacity', () => {
  it('refuses the 21st image with the spec’s reason, at the row and at its first upload', async () => {
    for (let i = 0; i < 19; i++) await addImage({ full: 10, preview: 10, thumb: 10 });
    // Two uploads finish their files while one slot is left: only the first row gets in.
    const twentieth = randomUUID();
    const twentyFirst = randomUUID();
    await uploadFiles(twentieth, { full: 10, preview: 10, thumb: 10 });
    await uploadFiles(twentyFirst, { full: 10, preview: 10, thumb: 10 });
    expect((await admin.from('gallery').insert(rowFor(twentieth))).error).toBeNull();
    const late = await admin.from('gallery').insert(rowFor(twentyFirst));
    expect(late.error).toMatchObject({ code: '23514', message: IMAGE_LIMIT_REASON });
    expect(await galleryRows()).toBe(20);

    // With 20 images, a new folder's first file is refused before its bytes are kept.
    const another = randomUUID();
    const upload = await admin.storage.from('gallery').upload(pathOf(another, 'full'), webp(10));
    expect(upload.error?.message).toContain(IMAGE_LIMIT_REASON);
    expect(await objectsIn(another)).toBe(0);
    const check = await admin.rpc('gallery_can_upload', { total_bytes: 30, file_count: 1 });
    expect(check.data).toEqual({ can_upload: false, reasons: [IMAGE_LIMIT_REASON] });
  });

  // Files are at most 2 MiB each, three to an image, so 20 images could hold 120 MiB: the byte limit must
  // hold at upload time, counting objects no row owns yet. Eight full-size images (48 MiB) plus one
  // 2 MiB file of a ninth, not yet attached, fill exactly 52,428,800 bytes; one byte more is refused.
  it('refuses the upload that would pass 52,428,800 bytes, counting files not yet in a row', async () => {
    const full: Sizes = { full: OBJECT_LIMIT, preview: OBJECT_LIMIT, thumb: OBJECT_LIMIT };
    for (let i = 0; i < 8; i++) await addImage(full);
    const { rows } = await ts.server.db.query<{ file_size: string }>('select distinct file_size from public.gallery');
    expect(rows.map((r) => Number(r.file_size))).toEqual([3 * OBJECT_LIMIT]);

    const ninth = randomUUID();
    await uploadFiles(ninth, { full: OBJECT_LIMIT });
    expect(await stats()).toMatchObject({ total_images: 8, total_size: 52_428_800 });

    const over = await admin.storage.from('gallery').upload(pathOf(ninth, 'preview'), webp(1));
    expect(over.error?.message).toContain(STORAGE_LIMIT_REASON);
    expect(await objectsIn(ninth)).toBe(1);
    // Not even into the folder of an image that already has its row.
    const [first] = (await ts.server.db.query<{ id: string }>('select id from public.gallery limit 1')).rows;
    const extra = await admin.storage.from('gallery').upload(`${first?.id}/extra.webp`, webp(1));
    expect(extra.error?.message).toContain(STORAGE_LIMIT_REASON);
    const check = await admin.rpc('gallery_can_upload', { total_bytes: 1, file_count: 1 });
    expect(check.data).toEqual({ can_upload: false, reasons: [STORAGE_LIMIT_REASON] });

    // Removing the unattached file frees its bytes.
    expect((await admin.storage.from('gallery').remove([pathOf(ninth, 'full')])).error).toBeNull();
    expect((await admin.storage.from('gallery').upload(pathOf(ninth, 'full'), webp(MiB))).error).toBeNull();
  });
});

describe('orphans of interrupted uploads', () => {
  const age = (id: string, minutes: number) =>
    ts.server.db.query(
      `update storage.objects set created_at = now() - make_interval(mins => $2), updated_at = now() - make_interval(mins => $2)
        where bucket_id = 'gallery' and name like $1 || '/%'`,
      [id, minutes],
    );

  it('lists files older than ten minutes in folders no row owns, for admins only', async () => {
    const attached = await addImage();
    const interrupted = randomUUID(); // two of three files, then the connection dropped
    await uploadFiles(interrupted, { full: 100, preview: 100 });
    const inProgress = randomUUID();
    await uploadFiles(inProgress, { full: 100 });
    await age(attached, 60);
    await age(interrupted, 11);

    const { data, error } = await admin.rpc('gallery_orphan_paths');
    expect(error).toBeNull();
    expect(data).toEqual([pathOf(interrupted, 'full'), pathOf(interrupted, 'preview')]);
    expect((await member.rpc('gallery_orphan_paths')).data).toEqual([]);
    expect((await anon.rpc('gallery_orphan_paths')).error).toMatchObject({ code: '42501' });

    // The admin screen removes what it was given; the folder and its bytes are gone.
    expect((await admin.storage.from('gallery').remove(data as string[])).error).toBeNull();
    expect(await objectsIn(interrupted)).toBe(0);
    expect(await blobsIn(interrupted)).toBe(0);
    expect((await admin.rpc('gallery_orphan_paths')).data).toEqual([]);
    expect(await allObjects()).toBe(4); // the attached image and the upload still in progress
    expect(await stats()).toMatchObject({ total_images: 1, total_size: 6000 + 100 });
  });

  it('lists the files of a row deleted before its files could be removed', async () => {
    const id = await addImage();
    await age(id, 30);
    expect((await admin.from('gallery').delete().eq('id', id)).error).toBeNull();
    expect((await admin.rpc('gallery_orphan_paths')).data).toEqual(FILES.map((f) => pathOf(id, f)).sort());
  });
});
