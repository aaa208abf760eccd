import { createFileRoute } from '@tanstack/react-router';
import { TourReviewsPage } from '../features/staff/reviews/components/tour-reviews-page';
import { loadNamespaces } from '../lib/i18n';
import { parseOpenSearch } from '../lib/record-link';

export const Route = createFileRoute('/admin/reviews')({
  // ?open=<id>: the tour review whose details are open. Notification e-mails and pushes link there.
  validateSearch: parseOpenSearch,
  loader: () => loadNamespaces('admin-reviews', 'admin-history'),
  component: TourReviewsRoute,
});

function TourReviewsRoute() {
  const { open } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TourReviewsPage
      linkedId={open}
      // Replaced, not pushed: closing the details is no step to go back through. The page stays where it
      // was scrolled to.
      clearLink={() =>
        void navigate({ search: (prev) => ({ ...prev, open: undefined }), replace: true, resetScroll: false })
      }
    />
  );
}
