import { createFileRoute } from '@tanstack/react-router';
import { parseCategorySearch } from '../lib/category-search';
import { VEHICLE_CATEGORIES } from '../content/types';
import { TransportPage } from '../features/fleet/transport-page';
import { loadPageContent } from '../content/store';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/transport')({
  validateSearch: (search) => parseCategorySearch(search, VEHICLE_CATEGORIES),
  loader: () => Promise.all([loadNamespaces('fleet'), loadPageContent('fleet')]),
  component: TransportRoute,
});

function TransportRoute() {
  const { category } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TransportPage
      category={category}
      onCategory={(value) => void navigate({ search: value ? { category: value } : {}, replace: true })}
    />
  );
}
