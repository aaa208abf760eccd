import { createFileRoute } from '@tanstack/react-router';
import { parseRangeSearch } from '../features/admin-insights/date-range';
import { InsightsPage } from '../features/admin-insights/components/insights-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/admin/insights')({
  // ?from=YYYY-MM-DD&to=YYYY-MM-DD; anything else (a half pair, a reversed or too long period) falls back to
  // the default period rather than an error.
  validateSearch: (search) => parseRangeSearch(search),
  loader: () => loadNamespaces('admin-insights'),
  component: InsightsRoute,
});

function InsightsRoute() {
  const { from, to } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <InsightsPage from={from} to={to} onRangeChange={(range) => void navigate({ search: range })} />;
}
