import { createFileRoute } from '@tanstack/react-router';
import { InquiriesPage } from '../features/staff/inquiries/components/inquiries-page';
import { loadNamespaces } from '../lib/i18n';
import { parseOpenSearch } from '../lib/record-link';

export const Route = createFileRoute('/admin/inquiries')({
  // ?open=<id>: the inquiry whose details are open. Notification e-mails and pushes link there.
  validateSearch: parseOpenSearch,
  loader: () => loadNamespaces('admin-inquiries', 'admin-history'),
  component: InquiriesRoute,
});

function InquiriesRoute() {
  const { open } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InquiriesPage
      linkedId={open}
      // Replaced, not pushed: closing the details is no step to go back through. The page stays where it
      // was scrolled to.
      clearLink={() =>
        void navigate({ search: (prev) => ({ ...prev, open: undefined }), replace: true, resetScroll: false })
      }
    />
  );
}
