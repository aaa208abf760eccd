import { createFileRoute } from '@tanstack/react-router';
import { CustomTourRequestsPage } from '../features/staff/inquiries/components/custom-tour-requests-page';
import { loadNamespaces } from '../lib/i18n';
import { parseOpenSearch } from '../lib/record-link';

export const Route = createFileRoute('/admin/custom-tours')({
  // ?open=<id>: the custom tour request whose details are open. Notification e-mails and pushes link there.
  validateSearch: parseOpenSearch,
  loader: () => loadNamespaces('admin-inquiries', 'admin-history'),
  component: CustomToursRoute,
});

function CustomToursRoute() {
  const { open } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CustomTourRequestsPage
      linkedId={open}
      // Replaced, not pushed: closing the details is no step to go back through. The page stays where it
      // was scrolled to.
      clearLink={() =>
        void navigate({ search: (prev) => ({ ...prev, open: undefined }), replace: true, resetScroll: false })
      }
    />
  );
}
