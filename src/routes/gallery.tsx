import { createFileRoute } from '@tanstack/react-router';
import { parseCategorySearch } from '../lib/category-search';
import { GALLERY_PUBLIC_CATEGORIES } from '../config/public-limits';
import { GalleryPage } from '../features/gallery/gallery-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/gallery')({
  // Only the public categories: `?category=hotels` shows every photo. The explicit `undefined` matters: the
  // router merges the validated search over the raw one, so a dropped key would otherwise survive.
  validateSearch: (search) => parseCategorySearch(search, GALLERY_PUBLIC_CATEGORIES),
  loader: () => loadNamespaces('gallery'),
  component: GalleryPage,
});
