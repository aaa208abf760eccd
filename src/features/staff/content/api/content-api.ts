/**
 * The content editors' reads and writes (supabase/migrations/20261128090000_site_content.sql): the list,
 * one item's draft, saves that name the version they were based on, publishing, history and restore.
 * The database decides: who may (admins only), whether a save was based on the latest version (409),
 * whether every text has every language (422).
 */
import type { ContentKind } from '../../../../content/documents';
import { getSupabase } from '../../../../lib/supabase';
import { readThrough, type CachedResult } from '../../../../offline/cache';
import type { ContentListRow, Json } from '../../../../types/database';
import { STAFF_REQUEST_TIMEOUT_MS } from '../../shared/request-timeout';
import type { ContentListItem } from '../content-models';

/** Under 'admin:' so the portal's logout clears it with the rest of the staff data. */
export const CONTENT_CACHE_KEY = 'admin:content';

/** Why a write was refused, as the editor tells the admin. */
export type ContentRefusal =
  /** Someone saved (or restored) the item since this editor read it. */
  | { reason: 'conflict' }
  /** Publishing: these texts lack a language ('itinerary[2].title.de'). */
  | { reason: 'untranslated'; paths: string[] }
  /** Another item of the kind has this slug. */
  | { reason: 'slugTaken' }
  /** The item is on the site (unpublish it before deleting). */
  | { reason: 'published' }
  /** Anything else: the server could not be reached, or answered an error. */
  | { reason: 'failed'; message: string };

export class ContentWriteError extends Error {
  constructor(readonly refusal: ContentRefusal) {
    super(refusal.reason === 'failed' ? refusal.message : refusal.reason);
  }
}

/** The parts of a PostgREST error the editor tells apart. */
interface ApiError {
  code: string;
  message: string;
  details: string | null;
}

function refusal(error: ApiError | null, status: number, what: string): ContentWriteError {
  if (status === 409 && error?.code === 'PT409') return new ContentWriteError({ reason: 'conflict' });
  if (error?.code === 'PT422') {
    return new ContentWriteError({ reason: 'untranslated', paths: (error.details ?? '').split(' ').filter(Boolean) });
  }
  if (error?.code === '23505') return new ContentWriteError({ reason: 'slugTaken' });
  if (error?.code === '23503') return new ContentWriteError({ reason: 'published' });
  return new ContentWriteError({ reason: 'failed', message: `${what}: ${error?.message ?? `HTTP ${status}`}` });
}

const timeout = () => AbortSignal.timeout(STAFF_REQUEST_TIMEOUT_MS);

/** Every item, without its document; offline, the copy kept from the last read. */
export async function listContentItems(): Promise<CachedResult<ContentListItem[]>> {
  return readThrough<ContentListItem[]>(CONTENT_CACHE_KEY, async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase.rpc('content_items').abortSignal(timeout()).retry(false);
    if (error) throw new Error(`Content: ${error.message}`, { cause: error });
    return ((data ?? []) as unknown as ContentListRow[]).map((row) => ({
      id: row.id,
      kind: row.kind as ContentKind,
      slug: row.slug,
      position: row.position,
      label: row.label,
      version: row.version,
      updatedAt: row.updated_at,
      publishedVersion: row.published_version,
      publishedAt: row.published_at,
      untranslated: row.untranslated,
      featured: row.featured,
    }));
  });
}

/** One item as the editor opens it: its draft and where the site stands. */
export interface ContentEntry {
  id: string;
  kind: ContentKind;
  slug: string;
  position: number;
  draft: Record<string, unknown>;
  version: number;
  updatedAt: string;
  publishedVersion: number | null;
  publishedAt: string | null;
}

/** The item, or null when there is none with this id (deleted, or never saved). */
export async function getContentEntry(id: string): Promise<ContentEntry | null> {
  const supabase = await getSupabase();
  const [entry, published] = await Promise.all([
    supabase
      .from('content_entries')
      .select('id, kind, slug, position, draft, version, updated_at')
      .eq('id', id)
      .abortSignal(timeout())
      .maybeSingle(),
    supabase
      .from('content_published')
      .select('version, published_at')
      .eq('entry_id', id)
      .abortSignal(timeout())
      .maybeSingle(),
  ]);
  if (entry.error) throw new Error(`Content item: ${entry.error.message}`, { cause: entry.error });
  if (published.error) throw new Error(`Content item: ${published.error.message}`, { cause: published.error });
  if (!entry.data) return null;
  return {
    id: entry.data.id,
    kind: entry.data.kind as ContentKind,
    slug: entry.data.slug,
    position: entry.data.position,
    draft: entry.data.draft as Record<string, unknown>,
    version: entry.data.version,
    updatedAt: entry.data.updated_at,
    publishedVersion: published.data?.version ?? null,
    publishedAt: published.data?.published_at ?? null,
  };
}

export interface ContentSave {
  id: string;
  slug: string;
  position: number;
  draft: Record<string, unknown>;
}

/** Adds a new item (version 1). The id is the editor's, so a save sent twice makes one item. */
export async function addContentEntry(
  kind: ContentKind,
  save: ContentSave,
): Promise<{ version: number; updatedAt: string }> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('content_entries')
    .insert({ id: save.id, kind, slug: save.slug, position: save.position, draft: save.draft as Json })
    .select('version, updated_at')
    .abortSignal(timeout())
    .maybeSingle();
  if (error || !data) throw refusal(error, status, 'Add content');
  return { version: data.version, updatedAt: data.updated_at };
}

/** Saves over version `base`; refused (conflict) when the item has moved on since. */
export async function saveContentEntry(
  save: ContentSave,
  base: number,
): Promise<{ version: number; updatedAt: string }> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .from('content_entries')
    .update({ slug: save.slug, position: save.position, draft: save.draft as Json, version: base + 1 })
    .eq('id', save.id)
    .select('version, updated_at')
    .abortSignal(timeout());
  if (error) throw refusal(error, status, 'Save content');
  const [row] = data;
  if (!row) throw new ContentWriteError({ reason: 'failed', message: 'Save content: the item is gone' });
  return { version: row.version, updatedAt: row.updated_at };
}

/** Puts version `version` of the draft on the site. */
export async function publishContent(id: string, version: number): Promise<string> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .rpc('publish_content', { entry_id: id, version })
    .abortSignal(timeout());
  if (error) throw refusal(error, status, 'Publish content');
  return data;
}

export async function unpublishContent(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.rpc('unpublish_content', { entry_id: id }).abortSignal(timeout());
  if (error) throw refusal(error, status, 'Unpublish content');
}

export async function deleteContentEntry(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error, status } = await supabase.from('content_entries').delete().eq('id', id).abortSignal(timeout());
  if (error) throw refusal(error, status, 'Delete content');
}

/** One saved version, newest first in the history. */
export interface ContentRevision {
  version: number;
  slug: string;
  savedAt: string;
  /** The admin's e-mail, when they are still an admin. */
  savedBy: string | null;
}

export async function listContentRevisions(id: string): Promise<ContentRevision[]> {
  const supabase = await getSupabase();
  const [revisions, admins] = await Promise.all([
    supabase
      .from('content_revisions')
      .select('version, slug, saved_at, saved_by')
      .eq('entry_id', id)
      .order('version', { ascending: false })
      .abortSignal(timeout()),
    supabase.from('admins').select('user_id, email').abortSignal(timeout()),
  ]);
  if (revisions.error) throw new Error(`Content history: ${revisions.error.message}`, { cause: revisions.error });
  const emails = new Map((admins.data ?? []).map((admin) => [admin.user_id, admin.email]));
  return revisions.data.map((revision) => ({
    version: revision.version,
    slug: revision.slug,
    savedAt: revision.saved_at,
    savedBy: (revision.saved_by && emails.get(revision.saved_by)) ?? null,
  }));
}

/** One version's document, to look at before restoring it. */
export async function getContentRevision(id: string, version: number): Promise<Record<string, unknown>> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('content_revisions')
    .select('data')
    .eq('entry_id', id)
    .eq('version', version)
    .abortSignal(timeout())
    .single();
  if (error) throw new Error(`Content version: ${error.message}`, { cause: error });
  return data.data as Record<string, unknown>;
}

/** Brings version `revision` back as a new save over version `base`; answers the new version. */
export async function restoreContent(id: string, revision: number, base: number): Promise<number> {
  const supabase = await getSupabase();
  const { data, error, status } = await supabase
    .rpc('restore_content', { entry_id: id, revision, version: base })
    .abortSignal(timeout());
  if (error) throw refusal(error, status, 'Restore content');
  return data;
}

/** Everything on the site now, for a preview of one page with an item's draft in place. */
export async function listPublishedContent(): Promise<
  { entryId: string; kind: ContentKind; slug: string; position: number; document: Record<string, unknown> }[]
> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('content_published')
    .select('entry_id, kind, slug, position, data')
    .abortSignal(timeout());
  if (error) throw new Error(`Published content: ${error.message}`, { cause: error });
  return data.map((row) => ({
    entryId: row.entry_id,
    kind: row.kind as ContentKind,
    slug: row.slug,
    position: row.position,
    document: row.data as Record<string, unknown>,
  }));
}
