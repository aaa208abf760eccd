/**
 * The operator's content (20261128090000_site_content.sql): drafts saved whole, each save naming the
 * version it was based on; every version kept; publishing refused while a text lacks a language, and a
 * published copy that travellers read until the next publish. Who may read and write each table is in
 * rls-matrix.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../supabase/local/db';
import {
  ANON,
  HOSTED_STAND_INS,
  asRole,
  createAdminAndMember,
  createTestDb,
  createUser,
  failure,
  makeAdmin,
  testBackends,
  uniqueEmail,
  type Actor,
  type TestDb,
} from '../helpers/db';
import { untranslatedTexts } from '../../src/content/documents';
import { seedItems } from '../../scripts/content-seed/write-migration';

type Doc = Record<string, unknown>;

const complete = (en: string) => ({ en, de: `${en} (de)`, fr: `${en} (fr)` });

/** A tour's document as the editor saves it: titles, days and lists in three languages. */
const tourDraft = (title = 'Sri Lanka Highlights'): Doc => ({
  title: complete(title),
  name: { en: 'Sigiriya', same: true },
  itinerary: [
    { day: 1, title: complete('Arrival in Negombo'), activities: [complete('Beach walk')] },
    { day: 2, title: complete('Sigiriya'), activities: [] },
  ],
  days: 10,
});

describe.each(testBackends())('site content on %s', (backend) => {
  let db: TestDb;
  let admin: Actor;
  let member: Actor;
  let otherAdmin: Actor;

  beforeAll(async () => {
    db = await createTestDb({ backend });
    ({ admin, member } = await createAdminAndMember(db));
    const email = uniqueEmail('other.admin');
    const otherId = await createUser(db, email, 'other-admin-password-123');
    await makeAdmin(db, otherId);
    otherAdmin = { role: 'authenticated', sub: otherId, email };
  });

  afterAll(async () => {
    await db?.close();
  });

  /** Adds an item as `actor`; answers its id. */
  async function addItem(actor: Actor, draft: Doc, kind = 'tour', slug = `tour-${randomUUID().slice(0, 8)}`) {
    const { rows } = await asRole(db, actor, (tx) =>
      tx.query<{ id: string; version: number }>(
        `insert into public.content_entries (kind, slug, draft) values ($1, $2, $3) returning id, version`,
        [kind, slug, JSON.stringify(draft)],
      ),
    );
    expect(rows[0]?.version).toBe(1);
    return rows[0]!.id;
  }

  /** Saves `draft` as `actor`, based on version `base`. */
  const save = (actor: Actor, id: string, draft: Doc, base: number) =>
    asRole(db, actor, (tx) =>
      tx.query(`update public.content_entries set draft = $2, version = $3 where id = $1`, [
        id,
        JSON.stringify(draft),
        base + 1,
      ]),
    );

  const entry = async (id: string) =>
    (
      await db.query<{ draft: Doc; version: number; updated_by: string | null; slug: string }>(
        'select draft, version, updated_by, slug from public.content_entries where id = $1',
        [id],
      )
    ).rows[0]!;

  const rpc = <T>(actor: Actor, sql: string, params: unknown[]) =>
    asRole(db, actor, (tx: Queryable) => tx.query<T>(sql, params));
  const publish = (actor: Actor, id: string, version: number) =>
    rpc(actor, 'select public.publish_content($1, $2) as published_at', [id, version]);
  const publishedAs = async (actor: Actor, id: string) =>
    (
      await rpc<{ data: Doc; version: number }>(
        actor,
        'select data, version from public.content_published where entry_id = $1',
        [id],
      )
    ).rows[0];

  describe('saving', () => {
    it('counts versions, keeps who saved, and refuses a save based on an older version', async () => {
      const id = await addItem(admin, tourDraft());
      await save(admin, id, tourDraft('Highlights, edited'), 1);
      expect(await entry(id)).toMatchObject({ version: 2, updated_by: admin.sub });

      // The other admin opened version 1 and saves over it: refused, nothing changes.
      const refused = await failure(save(otherAdmin, id, tourDraft('Highlights, theirs'), 1));
      expect(refused.code).toBe('PT409');
      expect(refused.detail).toBe('This item is at version 2; the save was based on version 1.');
      expect(await entry(id)).toMatchObject({ version: 2, draft: tourDraft('Highlights, edited') });
      // A save that names no version at all is refused the same way.
      const unnamed = await failure(
        asRole(db, admin, (tx) =>
          tx.query(`update public.content_entries set draft = '{"title": {"en": "x", "same": true}}' where id = $1`, [
            id,
          ]),
        ),
      );
      expect(unnamed.code).toBe('PT409');

      // Having loaded version 2, the other admin's save goes through.
      await save(otherAdmin, id, tourDraft('Highlights, theirs'), 2);
      expect(await entry(id)).toMatchObject({ version: 3, updated_by: otherAdmin.sub });
    });

    it('keeps every saved version, with who saved it', async () => {
      const id = await addItem(admin, tourDraft('First'));
      await save(admin, id, tourDraft('Second'), 1);
      await save(otherAdmin, id, tourDraft('Third'), 2);
      const { rows } = await rpc<{ version: number; data: Doc; saved_by: string }>(
        admin,
        'select version, data, saved_by from public.content_revisions where entry_id = $1 order by version',
        [id],
      );
      expect(rows).toEqual([
        { version: 1, data: tourDraft('First'), saved_by: admin.sub },
        { version: 2, data: tourDraft('Second'), saved_by: admin.sub },
        { version: 3, data: tourDraft('Third'), saved_by: otherAdmin.sub },
      ]);
    });

    it('validates kind, slug and the document', async () => {
      const add = (kind: string, slug: string, draft: string) =>
        failure(
          asRole(db, admin, (tx) =>
            tx.query('insert into public.content_entries (kind, slug, draft) values ($1, $2, $3)', [kind, slug, draft]),
          ),
        );
      expect(await add('blog', 'a-post', '{}')).toMatchObject({
        code: '23514',
        constraint: 'content_entries_kind_valid',
      });
      for (const slug of ['Has-Capitals', 'two--dashes', '-leading', 'trailing-', 'with space', '../up', ''])
        expect(await add('tour', slug, '{}'), slug).toMatchObject({
          code: '23514',
          constraint: 'content_entries_slug_format',
        });
      expect(await add('tour', 'a'.repeat(81), '{}')).toMatchObject({ constraint: 'content_entries_slug_length' });
      expect(await add('tour', 'list', '[]')).toMatchObject({ constraint: 'content_entries_draft_object' });
      const huge = JSON.stringify({ text: { en: 'x'.repeat(262_144), same: true } });
      expect(await add('tour', 'huge', huge)).toMatchObject({ constraint: 'content_entries_draft_size' });

      const slug = `tour-${randomUUID().slice(0, 8)}`;
      await addItem(admin, tourDraft(), 'tour', slug);
      expect(await add('tour', slug, '{}')).toMatchObject({ code: '23505', constraint: 'content_entries_slug_unique' });
      // The same slug in another kind is another item.
      await addItem(admin, { question: complete('Q') }, 'faq', slug);
    });

    it('keeps an item’s kind, and its id, whatever a save says', async () => {
      const id = await addItem(admin, tourDraft());
      const kind = await failure(
        asRole(db, admin, (tx) =>
          tx.query(`update public.content_entries set kind = 'faq', version = 2 where id = $1`, [id]),
        ),
      );
      expect(kind.code).toBe('42501');
    });
  });

  describe('publishing', () => {
    it('copies the draft for travellers, who see it until the next publish', async () => {
      const id = await addItem(admin, tourDraft('On the site'));
      expect(await publishedAs(ANON, id)).toBeUndefined();
      await publish(admin, id, 1);
      expect(await publishedAs(ANON, id)).toEqual({ data: tourDraft('On the site'), version: 1 });

      // A later draft stays the admins' until it is published.
      await save(admin, id, tourDraft('Still a draft'), 1);
      expect(await publishedAs(ANON, id)).toEqual({ data: tourDraft('On the site'), version: 1 });
      await publish(otherAdmin, id, 2);
      expect(await publishedAs(member, id)).toEqual({ data: tourDraft('Still a draft'), version: 2 });
    });

    it('refuses while a text is missing in a language, and names each one', async () => {
      const draft = tourDraft();
      (draft.itinerary as Doc[])[1]!.title = { en: 'Sigiriya', de: 'Sigiriya', fr: ' ' };
      (draft.itinerary as Doc[])[0]!.activities = [{ en: 'Beach walk' }];
      draft.summary = { en: '', same: true };
      const id = await addItem(admin, draft);
      const refused = await failure(publish(admin, id, 1));
      expect(refused).toMatchObject({ code: 'PT422', message: 'content_untranslated' });
      expect(refused.detail?.split(' ')).toEqual([
        'itinerary[0].activities[0].de',
        'itinerary[0].activities[0].fr',
        'itinerary[1].title.fr',
        'summary.en',
      ]);
      expect(await publishedAs(ANON, id)).toBeUndefined();
    });

    it('refuses a publish of a version other than the draft’s, and a publish by a non-admin', async () => {
      const id = await addItem(admin, tourDraft());
      await save(admin, id, tourDraft('Newer'), 1);
      expect((await failure(publish(otherAdmin, id, 1))).code).toBe('PT409');
      expect((await failure(publish(member, id, 2))).code).toBe('42501');
      expect((await failure(publish(ANON, id, 2))).code).toBe('42501');
      expect((await failure(publish(admin, randomUUID(), 1))).code).toBe('PT404');
      expect(await publishedAs(ANON, id)).toBeUndefined();
    });

    it('takes an item off the site, and deletes only an item that is not on it', async () => {
      const id = await addItem(admin, tourDraft());
      await publish(admin, id, 1);
      const del = () => asRole(db, admin, (tx) => tx.query('delete from public.content_entries where id = $1', [id]));
      expect((await failure(del())).code).toBe('23503');
      expect((await failure(rpc(member, 'select public.unpublish_content($1)', [id]))).code).toBe('42501');
      const { rows } = await rpc<{ was: boolean }>(admin, 'select public.unpublish_content($1) as was', [id]);
      expect(rows[0]?.was).toBe(true);
      expect(await publishedAs(ANON, id)).toBeUndefined();
      await del();
      const history = await db.query('select 1 from public.content_revisions where entry_id = $1', [id]);
      expect(history.rows).toEqual([]);
    });
  });

  describe('restoring', () => {
    it('brings an earlier version back as a new save, and refuses one based on an older version', async () => {
      const id = await addItem(admin, tourDraft('Version one'));
      await save(admin, id, tourDraft('Version two'), 1);
      const restore = (actor: Actor, revision: number, base: number) =>
        rpc<{ version: number }>(actor, 'select public.restore_content($1, $2, $3) as version', [id, revision, base]);
      expect((await failure(restore(otherAdmin, 1, 1))).code).toBe('PT409');
      expect((await failure(restore(admin, 7, 2))).code).toBe('PT404');
      expect((await failure(restore(member, 1, 2))).code).toBe('PT404'); // a non-admin sees no history
      expect((await restore(admin, 1, 2)).rows[0]?.version).toBe(3);
      expect(await entry(id)).toMatchObject({ version: 3, draft: tourDraft('Version one') });
      const { rows } = await db.query<{ version: number }>(
        'select version from public.content_revisions where entry_id = $1 order by version',
        [id],
      );
      expect(rows.map((r) => r.version)).toEqual([1, 2, 3]);
    });
  });

  describe('gallery photos in content', () => {
    it('keeps a photo in the gallery while a draft or the site uses it', async () => {
      const { rows } = await db.query<{ id: string }>(
        `insert into public.gallery (url, file_size, upload_source)
         values ('https://res.example.com/lagoon.jpg', 1000, 'cloudinary') returning id`,
      );
      const photo = rows[0]!.id;
      const picture = {
        gallery: photo,
        width: 1600,
        height: 1000,
        thumb: 't',
        preview: 'p',
        full: 'f',
        alt: complete('A lagoon'),
      };
      const deletePhoto = () =>
        asRole(db, admin, (tx) => tx.query('delete from public.gallery where id = $1', [photo]));
      const id = await addItem(admin, {
        ...tourDraft('With a photo'),
        highlights: [{ name: complete('Lagoon'), image: picture }],
      });
      await publish(admin, id, 1);
      const refused = await failure(deletePhoto());
      expect(refused).toMatchObject({ code: 'PT409', message: 'gallery_photo_in_use' });
      expect(refused.detail).toMatch(/^tour tour-/);

      // Gone from the draft, still on the site: still kept.
      await save(admin, id, tourDraft('Without'), 1);
      expect((await failure(deletePhoto())).code).toBe('PT409');
      await rpc(admin, 'select public.unpublish_content($1)', [id]);
      await deletePhoto();
      expect((await db.query('select 1 from public.gallery where id = $1', [photo])).rows).toEqual([]);
    });
  });

  describe('asking for a new build', () => {
    it('signals the local server on every publish and unpublish, and nothing else', async () => {
      const signals: string[] = [];
      const unlisten = await db.listen('site_content', (payload) => signals.push(payload));
      try {
        const id = await addItem(admin, tourDraft('Signalled'));
        await save(admin, id, tourDraft('Signalled again'), 1);
        expect(signals).toEqual([]); // drafts are not on the site
        await publish(admin, id, 2);
        await expect.poll(() => signals.length).toBe(1);
        await rpc(admin, 'select public.unpublish_content($1)', [id]);
        await expect.poll(() => signals.length).toBe(2);
      } finally {
        await unlisten();
      }
    });

    // Hosted, the same signal goes to the Edge Function `site-build` through pg_net, with the URL and key
    // kept in the Vault, and a failure to send it never costs the publish.
    it('calls the build function through pg_net and the Vault, as hosted', { timeout: 120_000 }, async () => {
      const hosted = await createTestDb({ backend });
      try {
        await hosted.exec(HOSTED_STAND_INS);
        const { admin: hostedAdmin } = await createAdminAndMember(hosted);
        const requests = async () =>
          (await hosted.query<{ url: string; headers: unknown }>('select url, headers from net.http_request_queue'))
            .rows;
        const addAndPublish = async () => {
          const { rows } = await asRole(hosted, hostedAdmin, (tx) =>
            tx.query<{ id: string }>(
              `insert into public.content_entries (kind, slug, draft) values ('faq', $1, $2) returning id`,
              [`faq-${randomUUID().slice(0, 8)}`, JSON.stringify({ question: complete('Pick-up?') })],
            ),
          );
          await asRole(hosted, hostedAdmin, (tx) => tx.query('select public.publish_content($1, 1)', [rows[0]!.id]));
          return rows[0]!.id;
        };

        await addAndPublish();
        expect(await requests()).toEqual([]); // no URL in the Vault: the signal only

        const url = 'https://project-ref.supabase.co/functions/v1/site-build';
        await hosted.query(
          `insert into vault.decrypted_secrets values ('site_build_url', $1), ('site_build_key', 'build-key')`,
          [url],
        );
        const id = await addAndPublish();
        expect(await requests()).toEqual([
          { url, headers: { 'Content-Type': 'application/json', Authorization: 'Bearer build-key' } },
        ]);

        await hosted.exec(`create or replace function net.http_post(url text, body jsonb default '{}',
            params jsonb default '{}', headers jsonb default '{}', timeout_milliseconds integer default 5000)
          returns bigint language plpgsql as $$ begin raise exception 'pg_net queue is full'; end $$`);
        await asRole(hosted, hostedAdmin, (tx) => tx.query('select public.unpublish_content($1)', [id]));
        const { rows } = await hosted.query('select 1 from public.content_published where entry_id = $1', [id]);
        expect(rows).toEqual([]);
      } finally {
        await hosted.close();
      }
    });
  });

  describe("the portal's list", () => {
    type Listed = {
      id: string;
      kind: string;
      label: string;
      version: number;
      published_version: number | null;
      untranslated: number;
      featured: boolean;
    };
    const list = async (actor: Actor) => (await rpc<Listed>(actor, 'select * from public.content_items()', [])).rows;

    it('names each item, says where it stands and how many texts lack a language, for admins only', async () => {
      const id = await addItem(admin, { ...tourDraft('Listed tour'), featured: true });
      await publish(admin, id, 1);
      await save(admin, id, { ...tourDraft(), featured: true, title: { en: 'Listed tour, longer' } }, 1);
      const faqId = await addItem(admin, { question: { en: '  ', de: 'Frage', fr: 'Question' } }, 'faq', 'faq-blank');
      const vehicleId = await addItem(admin, { name: 'Toyota Prius' }, 'vehicle', 'prius-listed');

      const rows = await list(admin);
      expect(rows.find((r) => r.id === id)).toMatchObject({
        kind: 'tour',
        label: 'Listed tour, longer',
        version: 2,
        published_version: 1,
        untranslated: 2,
        featured: true,
      });
      // A blank title falls back to the slug; a plain string name is a name.
      expect(rows.find((r) => r.id === faqId)).toMatchObject({ label: 'faq-blank', published_version: null });
      expect(rows.find((r) => r.id === faqId)?.untranslated).toBe(1);
      expect(rows.find((r) => r.id === vehicleId)).toMatchObject({ label: 'Toyota Prius', featured: false });
      // The seeded content is listed too, all of it on the site.
      expect(rows.filter((r) => r.kind === 'business')).toMatchObject([{ published_version: 1, untranslated: 0 }]);

      expect(await list(member)).toEqual([]);
      expect((await failure(rpc(ANON, 'select * from public.content_items()', []))).code).toBe('42501');
    });
  });

  describe('the translation gate', () => {
    const untranslated = async (doc: unknown) =>
      (
        await db.query<{ path: string }>('select private.untranslated_texts($1::jsonb) as path', [JSON.stringify(doc)])
      ).rows.map((r) => r.path);

    it('passes complete texts, texts marked the same in every language, and values that are not texts', async () => {
      expect(await untranslated(tourDraft())).toEqual([]);
      expect(
        await untranslated({ n: 3, flag: true, list: ['a'], nothing: null, name: { en: 'Ella', same: true } }),
      ).toEqual([]);
    });

    it('names every missing, blank or non-string language, at any depth', async () => {
      expect(
        await untranslated({
          title: { en: 'Tea country', de: 'Teeland' },
          days: [{ notes: [{ en: 'x', de: '  ', fr: 'y' }] }, { title: { en: 3, de: 'a', fr: 'b' } }],
          same: { en: 'Kandy', de: 'Kandy', same: 'true' },
        }),
      ).toEqual(['days[0].notes[0].de', 'days[1].title.en', 'same.fr', 'title.fr']);
    });

    it('gives the same answer as the portal’s own check, so a field is marked before a publish is refused', async () => {
      const documents: unknown[] = [
        tourDraft(),
        {
          title: { en: 'Tea country', de: 'Teeland' },
          list: [
            { en: '', same: true },
            { en: 'x', same: false },
          ],
        },
        [{ en: 'a', de: 'b', fr: 7 }, { nested: { deeper: [{ en: ' ', de: 'b', fr: 'c' }] } }],
        { zeta: { en: 'z' }, alpha: { en: 'a', de: 'a' }, mid: { en: 'm', de: null, fr: '' } },
        ...seedItems().map((item) => item.document),
      ];
      for (const document of documents) {
        expect((await untranslated(document)).sort()).toEqual(untranslatedTexts(document).sort());
      }
    });
  });

  describe("today's content", () => {
    it('is seeded and on the site from the start: every item published, complete, readable by visitors', async () => {
      const items = seedItems();
      const published = await rpc<{ kind: string; slug: string; position: number; data: Doc; version: number }>(
        ANON,
        `select kind, slug, position, data, version from public.content_published
          where kind || '/' || slug = any($1) order by kind, position`,
        [items.map((item) => `${item.kind}/${item.slug}`)],
      );
      const byKey = new Map(published.rows.map((row) => [`${row.kind}/${row.slug}`, row]));
      for (const item of items) {
        expect(byKey.get(`${item.kind}/${item.slug}`), `${item.kind} ${item.slug}`).toEqual({
          kind: item.kind,
          slug: item.slug,
          position: item.position,
          data: item.document,
          version: 1,
        });
      }
      const { rows } = await db.query<{ missing: string }>(
        `select p.slug || ': ' || t as missing
           from public.content_published as p, private.untranslated_texts(p.data) as t`,
      );
      expect(rows).toEqual([]);
      // Each seeded item has its first version in the history, so the portal can restore it later.
      const history = await rpc<{ n: number }>(
        admin,
        `select count(*)::int as n from public.content_revisions as r
           join public.content_entries as e on e.id = r.entry_id
          where r.version = 1 and e.kind || '/' || e.slug = any($1)`,
        [items.map((item) => `${item.kind}/${item.slug}`)],
      );
      expect(history.rows[0]?.n).toBe(items.length);
    });
  });
});
