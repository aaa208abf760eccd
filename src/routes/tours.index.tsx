import { createFileRoute } from '@tanstack/react-router';
import { parseCategorySearch } from '../lib/category-search';
import { TOUR_CATEGORIES } from '../content/types';
import { ToursPage } from '../features/tours/tours-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/tours/')({
  validateSearch: (search) => parseCategorySearch(search, TOUR_CATEGORIES),
  loader: () => loadNamespaces('tours'),
  component: ToursPage,
});
