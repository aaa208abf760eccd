import { createFileRoute } from '@tanstack/react-router';
import { parseRangeSearch } from '../features/staff/insights/date-range';
import { InsightsPage } from '../features/staff/insights/components/insights-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/admin/insights')({
  // ?from=YYYY-MM-DD&to=YYYY-MM-DD. Only the two strings are taken here: the route table is in every public
  // page's first download, the period's rules come with the page (InsightsRoute).
  validateSearch: (search): { from?: string | undefined; to?: string | undefined } => ({
    from: typeof search.from === 'string' ? search.from : undefined,
    to: typeof search.to === 'string' ? search.to : undefined,
  }),
  loader: () => loadNamespaces('admin-insights'),
  component: InsightsRoute,
});

function InsightsRoute() {
  // Anything but a valid period (a half pair, a reversed or too long one) falls back to the default period
  // rather than an error.
  const { from, to } = parseRangeSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return <InsightsPage from={from} to={to} onRangeChange={(range) => void navigate({ search: range })} />;
}
