import items from '../../scripts/content-seed/items.json';
import type { ContentItem } from '../content/documents';
import { contentGroups } from '../content/published';
import { provideContent } from '../content/store';
import type { Language } from '../lib/i18n';

/** The site's first content (scripts/content-seed/items.json), as the tests' published content. */
export const SEED_ITEMS = items as ContentItem[];

/** The seeded content, as the pages' loaders would have loaded it, for component tests. */
export function provideSeedContent(language: Language = 'en'): void {
  provideContent(language, contentGroups(SEED_ITEMS, language));
}
