import { createContext, use, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '../lib/i18n';
import type { ContentGroup, ContentGroups } from './published';

/**
 * The published content in the browser and in the pre-renderer. A page's groups (./published.ts) are
 * fetched from `content/<language>/<group>.json` by its route's loader, before it renders, as its texts are;
 * the pre-renderer supplies them instead (provideContent) and records which groups each page read, so the
 * page's HTML names them (CONTENT_GROUPS_META) and the browser loads the same before hydrating.
 */

/** The meta tag a pre-rendered page lists its content groups in (scripts/prerender.ts, src/main.tsx). */
export const CONTENT_GROUPS_META = 'content-groups';

/** Where a group is served from, in the site's files and in the service worker's cache. */
export function contentFile(language: Language, group: string): string {
  return `/content/${language}/${group}.json`;
}

const loaded = new Map<string, unknown>();
const pending = new Map<string, Promise<unknown>>();
let recorded: Set<string> | undefined;

const keyOf = (language: Language, group: string) => `${language}/${group}`;

/**
 * Fetches a group (once; again after a failure, e.g. offline before the service worker had it). Rejects
 * when the file is not there: a tour that is not published has no group.
 */
export function loadContent<G extends ContentGroup>(language: Language, group: G): Promise<ContentGroups[G]> {
  recorded?.add(group);
  const key = keyOf(language, group);
  if (loaded.has(key)) return Promise.resolve(loaded.get(key) as ContentGroups[G]);
  let request = pending.get(key);
  if (!request) {
    request = fetch(contentFile(language, group))
      .then(async (response) => {
        if (!response.ok) throw new Error(`${contentFile(language, group)} answered ${response.status}`);
        const value: unknown = await response.json();
        loaded.set(key, value);
        return value;
      })
      .finally(() => pending.delete(key));
    pending.set(key, request);
  }
  return request as Promise<ContentGroups[G]>;
}

/** For route loaders: a page's groups in the page's language, before it renders. */
export async function loadPageContent(...groups: ContentGroup[]): Promise<void> {
  const language = currentLanguage();
  await Promise.all(groups.map((group) => loadContent(language, group)));
}

/** A group if it has arrived. */
export function peekContent<G extends ContentGroup>(language: Language, group: G): ContentGroups[G] | undefined {
  return loaded.get(keyOf(language, group)) as ContentGroups[G] | undefined;
}

/**
 * A group in the page's language, for a component. Its route's loader has loaded it; if not (a component
 * shown outside its page), the component suspends until it arrives.
 */
export function useContent<G extends ContentGroup>(group: G): ContentGroups[G] {
  const { i18n } = useTranslation();
  const preview = useContext(ContentPreviewContext);
  const language = (i18n.resolvedLanguage ?? i18n.language) as Language;
  if (preview) return preview[group] as ContentGroups[G];
  recorded?.add(group);
  return peekContent(language, group) ?? use(loadContent(language, group));
}

/**
 * The staff portal's preview of a page with an unpublished draft in place: components under it read
 * these groups instead of the published ones, and PageMeta shows its title and description instead of
 * putting them in the document's head.
 */
export const ContentPreviewContext = createContext<Partial<ContentGroups> | null>(null);

/** The pre-renderer's: `groups` are the published content in `language`, replacing what was there. */
export function provideContent(language: Language, groups: ContentGroups): void {
  for (const key of [...loaded.keys()]) if (key.startsWith(`${language}/`)) loaded.delete(key);
  for (const [group, value] of Object.entries(groups)) loaded.set(keyOf(language, group), value);
}

/**
 * The pre-renderer's: starts recording the groups route loaders load and components read;
 * `usedContentGroups` answers them.
 */
export function recordContentUse(): void {
  recorded = new Set();
}

export function usedContentGroups(): string[] {
  return [...(recorded ?? [])].sort();
}
