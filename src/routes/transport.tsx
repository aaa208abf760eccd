import { createFileRoute } from '@tanstack/react-router';
import { parseCategorySearch } from '../lib/category-search';
import { VEHICLE_CATEGORIES } from '../content/types';
import { TransportPage } from '../features/fleet/transport-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/transport')({
  validateSearch: (search) => parseCategorySearch(search, VEHICLE_CATEGORIES),
  loader: () => loadNamespaces('fleet'),
  component: TransportPage,
});
