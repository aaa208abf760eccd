/**
 * The operator's content through supabase-js against the local server, as the portal's editors will call
 * it: a second admin's save over an older version answers 409, a publish with a text missing in a language
 * answers 422 naming where, and visitors read what is published and never a draft.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../src/types/database';
import seedItems from '../../scripts/content-seed/items.json';
import { BODY_LIMITS } from '../../supabase/local/rest';
import { createTestUser, startTestServer, type TestServer } from '../helpers/server';

type Client = SupabaseClient<Database>;

let ts: TestServer;
let admin: Client;
let otherAdmin: Client;
let anon: Client;

beforeAll(async () => {
  ts = await startTestServer();
  admin = ts.clientFor(await createTestUser(ts, 'content-admin@example.com', true));
  otherAdmin = ts.clientFor(await createTestUser(ts, 'content-editor@example.com', true));
  anon = ts.clientFor();
});

afterAll(async () => {
  await ts?.close();
});

const question = (en: string, translated = true) => ({
  question: translated ? { en, de: `${en} (de)`, fr: `${en} (fr)` } : { en },
});

describe('site content', () => {
  it('answers 409 to a save based on an older version, and 422 to a publish with a text untranslated', async () => {
    const id = randomUUID();
    const slug = `faq-${id.slice(0, 8)}`;
    const added = await admin
      .from('content_entries')
      .insert({ id, kind: 'faq', slug, draft: question('Airport pick-up?', false) })
      .select('version')
      .single();
    expect(added.error).toBeNull();
    expect(added.data?.version).toBe(1);

    // Both admins opened version 1; the first save wins, the second is told.
    const first = await admin
      .from('content_entries')
      .update({ draft: question('Airport?', false), version: 2 })
      .eq('id', id);
    expect(first.error).toBeNull();
    const second = await otherAdmin
      .from('content_entries')
      .update({ draft: question('Pick-up?', false), version: 2 })
      .eq('id', id);
    expect(second.status).toBe(409);
    expect(second.error).toMatchObject({ code: 'PT409', message: 'content_changed_elsewhere' });

    const untranslated = await admin.rpc('publish_content', { entry_id: id, version: 2 });
    expect(untranslated.status).toBe(422);
    expect(untranslated.error).toMatchObject({ code: 'PT422', details: 'question.de question.fr' });
    expect((await anon.from('content_published').select('slug').eq('entry_id', id)).data).toEqual([]);

    const translated = await admin
      .from('content_entries')
      .update({ draft: question('Airport?'), version: 3 })
      .eq('id', id);
    expect(translated.error).toBeNull();
    const published = await admin.rpc('publish_content', { entry_id: id, version: 3 });
    expect(published.error).toBeNull();
    const read = await anon.from('content_published').select('slug, data, version').eq('entry_id', id);
    expect(read.data).toEqual([{ slug, data: question('Airport?'), version: 3 }]);
    // Drafts and history stay the admins'.
    expect((await anon.from('content_entries').select('id')).status).toBe(401);
    expect((await anon.from('content_published').select('published_by')).status).toBe(401);
  });

  it('saves a draft far larger than an enquiry, up to the database cap, and refuses one beyond it', async () => {
    const largest = [...seedItems].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0]!;
    // Twice today's longest tour (two more weeks of days) is over the 64 KiB other tables accept.
    const document = { ...largest.document, notes: [largest.document, largest.document] };
    expect(JSON.stringify(document).length).toBeGreaterThan(BODY_LIMITS.default);
    const id = randomUUID();
    const saved = await admin
      .from('content_entries')
      .insert({ id, kind: 'tour', slug: `long-${id.slice(0, 8)}`, draft: document })
      .select('version')
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data?.version).toBe(1);

    const tooLong = { ...largest.document, notes: Array.from({ length: 4 }, () => largest.document) };
    expect(JSON.stringify(tooLong).length).toBeGreaterThan(256 * 1024);
    expect(JSON.stringify(tooLong).length).toBeLessThan(BODY_LIMITS.tables.content_entries!);
    const refused = await admin.from('content_entries').update({ draft: tooLong, version: 2 }).eq('id', id);
    expect(refused.error).toMatchObject({ code: '23514' });
    expect(refused.error?.message).toContain('content_entries_draft_size');
  });
});
