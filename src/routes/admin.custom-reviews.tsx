import { createFileRoute } from '@tanstack/react-router';
import { CustomReviewsPage } from '../features/staff/reviews/components/custom-reviews-page';
import { loadNamespaces } from '../lib/i18n';
import { parseOpenSearch } from '../lib/record-link';

export const Route = createFileRoute('/admin/custom-reviews')({
  // ?open=<id>: the custom review whose details are open. Notification e-mails and pushes link there.
  validateSearch: parseOpenSearch,
  loader: () => loadNamespaces('admin-reviews', 'admin-history'),
  component: CustomReviewsRoute,
});

function CustomReviewsRoute() {
  const { open } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CustomReviewsPage
      linkedId={open}
      // Replaced, not pushed: closing the details is no step to go back through. The page stays where it
      // was scrolled to.
      clearLink={() =>
        void navigate({ search: (prev) => ({ ...prev, open: undefined }), replace: true, resetScroll: false })
      }
    />
  );
}
