import { createFileRoute } from '@tanstack/react-router';
import { CustomTourRequestsPage } from '../features/admin-requests/components/custom-tour-requests-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/admin/custom-tours')({
  loader: () => loadNamespaces('admin-requests'),
  component: CustomTourRequestsPage,
});
