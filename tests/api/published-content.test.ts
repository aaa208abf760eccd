/**
 * What the build renders pages from (scripts/site-content/read-published.ts): the published copy of the
 * content, read from a fresh database (a fresh clone), from a local data directory (through its server while
 * one runs, else from the files) or from a Supabase API (a hosted project), always as visitors may read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { seedItems } from '../../scripts/content-seed/write-migration';
import { readPublishedContent, type PublishedItem } from '../../scripts/site-content/read-published';
import { CONTENT_KINDS, type FaqDocument } from '../../src/content/documents';
import type { Database } from '../../src/types/database';
import { createTestUser, startTestServer, type TestServer } from '../helpers/server';

/** The seeded items in the order the reader gives: by kind, then position. */
const seeded = () =>
  seedItems()
    .map((item) => ({ ...item, version: 1 }))
    .sort((a, b) => CONTENT_KINDS.indexOf(a.kind) - CONTENT_KINDS.indexOf(b.kind) || a.position - b.position);

const faq = (items: PublishedItem[], slug: string) => items.find((item) => item.kind === 'faq' && item.slug === slug);

describe('the published content the build reads', () => {
  it("is today's seeded content when read from the migrations alone", { timeout: 120_000 }, async () => {
    expect(await readPublishedContent({ from: 'migrations' })).toEqual(seeded());
  });

  describe('from a local data directory and from the API', () => {
    let ts: TestServer;
    let admin: SupabaseClient<Database>;

    beforeAll(async () => {
      ts = await startTestServer({ onDisk: true });
      admin = ts.clientFor(await createTestUser(ts, 'publisher@example.com', true));
    });

    afterAll(async () => {
      await ts?.close();
    });

    it('follows what is published, never a draft, through the server and from its files', async () => {
      const dataDir = ts.server.config.dataDir;
      // The settings the test server runs with (its own secret, PGlite on disk; never a DATABASE_URL).
      const env = { SUPABASE_JWT_SECRET: ts.server.config.jwtSecret };
      const [question] = seedItems().filter((item) => item.kind === 'faq');
      const { data: entry } = await admin
        .from('content_entries')
        .select('id, version, draft')
        .eq('kind', 'faq')
        .eq('slug', question!.slug)
        .single();
      const draft = entry!.draft as unknown as FaqDocument;
      const changed: FaqDocument = {
        ...draft,
        answer: { en: 'Ask us for a quote.', de: 'Fragen Sie uns nach einem Angebot.', fr: 'Demandez-nous un devis.' },
      };

      // A saved draft is not read; the published copy is.
      await admin
        .from('content_entries')
        .update({ draft: changed as never, version: entry!.version + 1 })
        .eq('id', entry!.id)
        .throwOnError();
      expect(
        faq(await readPublishedContent({ from: 'api', url: ts.url, anonKey: ts.anonKey }), question!.slug),
      ).toEqual({ ...question, version: 1 });
      await admin.rpc('publish_content', { entry_id: entry!.id, version: entry!.version + 1 }).throwOnError();
      const expected = { ...question, document: changed, version: 2 };
      expect(
        faq(await readPublishedContent({ from: 'api', url: ts.url, anonKey: ts.anonKey }), question!.slug),
      ).toEqual(expected);

      // The directory's server is running (its run file names this process): read through it.
      const throughServer = await readPublishedContent({ from: 'data-dir', dataDir, env });
      expect(faq(throughServer, question!.slug)).toEqual(expected);

      // An item taken off the site is no longer read.
      const tour = throughServer.find((item) => item.kind === 'tour')!;
      const { data: tourEntry } = await admin
        .from('content_entries')
        .select('id')
        .eq('kind', 'tour')
        .eq('slug', tour.slug)
        .single();
      await admin.rpc('unpublish_content', { entry_id: tourEntry!.id }).throwOnError();
      const withoutTour = await readPublishedContent({ from: 'data-dir', dataDir, env });
      expect(withoutTour.map((item) => `${item.kind}/${item.slug}`)).not.toContain(`tour/${tour.slug}`);
      expect(withoutTour).toHaveLength(throughServer.length - 1);

      // Stopped, the server leaves its files: read from them, the same.
      await ts.close();
      const fromFiles = await readPublishedContent({ from: 'data-dir', dataDir, env });
      expect(fromFiles).toEqual(withoutTour);
    });
  });
});
