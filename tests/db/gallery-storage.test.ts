/**
 * The gallery's capacity over what is stored in the `gallery` bucket (migration
 * 20261121120000_gallery_storage.sql), straight against the database: storage.objects rows as Storage
 * writes them (byte count in metadata->>'size'), gallery rows as PostgREST inserts them for an admin.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../supabase/local/db';
import {
  type Actor,
  ANON,
  asRole,
  createAdminAndMember,
  createTestDb,
  failure,
  insertJson,
  testBackends,
  type TestDb,
} from '../helpers/db';

const MiB = 1_048_576;
const IMAGE_LIMIT_REASON = 'Would exceed image limit (20 max)';
const STORAGE_LIMIT_REASON = 'Would exceed storage limit (50MB max)';
const BASE = 'https://project.example.com/storage/v1/object/public/gallery/';

describe.each(testBackends())('gallery storage on %s', (backend) => {
  let db: TestDb;
  let admin: Actor;
  let member: Actor;

  beforeAll(async () => {
    db = await createTestDb({ backend });
    ({ admin, member } = await createAdminAndMember(db));
  });

  afterAll(async () => {
    await db?.close();
  });

  beforeEach(async () => {
    await db.query('delete from public.gallery');
    await db.query(`delete from storage.objects where bucket_id = 'gallery'`);
  });

  const put = (tx: Queryable, name: string, bytes: number) =>
    tx.query(
      `insert into storage.objects (bucket_id, name, metadata) values ('gallery', $1, jsonb_build_object('size', $2::bigint))`,
      [name, bytes],
    );
  const putAsAdmin = (name: string, bytes: number) => asRole(db, admin, (tx) => put(tx, name, bytes));
  const files = (id: string) => [`${id}/full.webp`, `${id}/preview.webp`, `${id}/thumb.webp`];
  const row = (id: string, patch: Record<string, unknown> = {}) => ({
    id,
    url: `${BASE}${id}/full.webp`,
    preview_url: `${BASE}${id}/preview.webp`,
    thumbnail_url: `${BASE}${id}/thumb.webp`,
    storage_path: `${id}/full.webp`,
    file_size: 1,
    ...patch,
  });
  const addImage = async (sizes: [number, number, number]) => {
    const id = randomUUID();
    for (const [i, name] of files(id).entries()) await putAsAdmin(name, sizes[i] ?? 0);
    await asRole(db, admin, (tx) => insertJson(tx, 'gallery', row(id)));
    return id;
  };
  /** An older image hosted elsewhere, written by the owner (an import): it keeps its recorded size. */
  const addLegacy = (bytes: number) =>
    db.query(
      `insert into public.gallery (url, file_size, upload_source) values ('https://res.example.com/a.jpg', $1, 'cloudinary')`,
      [bytes],
    );
  const usage = async () => {
    const { rows } = await asRole(db, admin, (tx) =>
      tx.query<{ total_images: number; total_size: string }>(
        'select total_images, total_size from public.gallery_storage_stats()',
      ),
    );
    return { images: rows[0]?.total_images, bytes: Number(rows[0]?.total_size) };
  };

  it('sets file_size to the bytes in the row’s folder', async () => {
    const id = await addImage([3000, 2000, 1000]);
    const { rows } = await db.query('select file_size::int as size from public.gallery where id = $1', [id]);
    expect(rows).toEqual([{ size: 6000 }]);
    expect(await usage()).toEqual({ images: 1, bytes: 6000 });
  });

  it('refuses an admin’s row whose files are not all stored in its own folder', async () => {
    const id = randomUUID();
    const refused = async (r: Record<string, unknown>) => {
      const f = await failure(asRole(db, admin, (tx) => insertJson(tx, 'gallery', r)));
      expect(f.code).toBe('23503');
      expect(f.constraint).toBe('gallery_files_stored');
      return f.message;
    };
    expect(await refused(row(id))).toBe(`Image files are missing from storage: ${files(id).join(', ')}`);
    await putAsAdmin(`${id}/full.webp`, 10);
    await putAsAdmin(`${id}/preview.webp`, 10);
    expect(await refused(row(id))).toBe(`Image files are missing from storage: ${id}/thumb.webp`);
    await putAsAdmin(`${id}/thumb.webp`, 10);
    const elsewhere = randomUUID();
    await refused(row(id, { url: `${BASE}${elsewhere}/full.webp`, storage_path: `${elsewhere}/full.webp` }));
    await refused(row(id, { url: `${BASE}${id}/full.webp?download` }));
    await refused(row(id, { preview_url: 'https://example.com/preview.webp' }));
    await refused(row(id, { storage_path: null }));
    await refused(row(id, { upload_source: 'cloudinary' }));
    // An older row without preview and thumbnail only needs its full image.
    await asRole(db, admin, (tx) => insertJson(tx, 'gallery', row(id, { preview_url: null, thumbnail_url: null })));
    expect(await usage()).toEqual({ images: 1, bytes: 30 });
  });

  it('leaves a non-admin’s insert to RLS (42501), saying nothing about files', async () => {
    for (const who of [ANON, member]) {
      const f = await failure(asRole(db, who, (tx) => insertJson(tx, 'gallery', row(randomUUID()))));
      expect(f.code).toBe('42501');
    }
  });

  it('refuses the object that would take the bucket over 52,428,800 bytes, orphans and older rows included', async () => {
    await addLegacy(10 * MiB);
    await putAsAdmin('orphan/a.webp', 20 * MiB); // no row owns it
    await putAsAdmin('orphan/b.webp', 20 * MiB - 1);
    await putAsAdmin('orphan/c.webp', 1); // exactly 50 MiB now
    expect(await usage()).toEqual({ images: 1, bytes: 52_428_800 });

    const f = await failure(putAsAdmin('orphan/d.webp', 1));
    expect(f.code).toBe('23514');
    expect(f.message).toBe(STORAGE_LIMIT_REASON);
    expect(f.constraint).toBe('gallery_capacity');
    // The owner (and Storage's own role) is held to it too.
    expect((await failure(put(db, 'orphan/e.webp', 1))).message).toBe(STORAGE_LIMIT_REASON);
    // A replacement may not grow, but may shrink.
    const grow = await failure(
      asRole(db, admin, (tx) =>
        tx.query(
          `update storage.objects set metadata = jsonb_build_object('size', 20 * 1048576 + 1)
            where bucket_id = 'gallery' and name = 'orphan/a.webp'`,
        ),
      ),
    );
    expect(grow.message).toBe(STORAGE_LIMIT_REASON);
    await asRole(db, admin, (tx) =>
      tx.query(
        `update storage.objects set metadata = jsonb_build_object('size', 1)
          where bucket_id = 'gallery' and name = 'orphan/a.webp'`,
      ),
    );
    expect(await usage()).toEqual({ images: 1, bytes: 30 * MiB + 1 });
    // Other buckets are not counted.
    await db.query(`insert into storage.buckets (id, name) values ('other', 'other') on conflict do nothing`);
    await db.query(
      `insert into storage.objects (bucket_id, name, metadata) values ('other', $1, '{"size": 104857600}')`,
      [randomUUID()],
    );
    expect(await usage()).toEqual({ images: 1, bytes: 30 * MiB + 1 });
  });

  it('refuses an older row that would pass the byte total with the spec’s reason', async () => {
    await putAsAdmin('orphan/a.webp', 50 * MiB);
    const f = await failure(addLegacy(1));
    expect(f.code).toBe('23514');
    expect(f.message).toBe(STORAGE_LIMIT_REASON);
  });

  it('refuses the 21st image at its row and at the first file of a new folder', async () => {
    for (let i = 0; i < 19; i++) await addLegacy(0);
    const twentieth = randomUUID();
    const twentyFirst = randomUUID();
    for (const name of [...files(twentieth), ...files(twentyFirst)]) await putAsAdmin(name, 10);
    await asRole(db, admin, (tx) => insertJson(tx, 'gallery', row(twentieth)));
    const late = await failure(asRole(db, admin, (tx) => insertJson(tx, 'gallery', row(twentyFirst))));
    expect(late.code).toBe('23514');
    expect(late.message).toBe(IMAGE_LIMIT_REASON);

    const first = await failure(putAsAdmin(`${randomUUID()}/full.webp`, 10));
    expect(first.message).toBe(IMAGE_LIMIT_REASON);
    // Files of a started folder or of an existing image are not a new image.
    await putAsAdmin(`${twentyFirst}/extra.webp`, 10);
    await putAsAdmin(`${twentieth}/extra.webp`, 10);
  });

  it('lists orphans older than ten minutes for admins, and nothing for others', async () => {
    const attached = await addImage([10, 10, 10]);
    const interrupted = randomUUID();
    const recent = randomUUID();
    await putAsAdmin(`${interrupted}/full.webp`, 10);
    await putAsAdmin(`${interrupted}/preview.webp`, 10);
    await putAsAdmin(`${recent}/full.webp`, 10);
    await db.query(
      `update storage.objects set created_at = now() - interval '11 minutes', updated_at = now() - interval '11 minutes'
        where bucket_id = 'gallery' and (name like $1 || '/%' or name like $2 || '/%')`,
      [attached, interrupted],
    );
    // A folder with one fresh file is still being uploaded, however old its other files.
    const midway = randomUUID();
    await putAsAdmin(`${midway}/full.webp`, 10);
    await db.query(
      `update storage.objects set created_at = now() - interval '1 hour', updated_at = now() - interval '1 hour'
        where bucket_id = 'gallery' and name = $1`,
      [`${midway}/full.webp`],
    );
    await putAsAdmin(`${midway}/preview.webp`, 10);

    const orphans = async (who: Actor) =>
      (await asRole(db, who, (tx) => tx.query<{ paths: string[] }>('select public.gallery_orphan_paths() as paths')))
        .rows[0]?.paths;
    expect(await orphans(admin)).toEqual([`${interrupted}/full.webp`, `${interrupted}/preview.webp`]);
    expect(await orphans(member)).toEqual([]);
    expect((await failure(orphans(ANON))).code).toBe('42501');
  });
});
