import { createFileRoute } from '@tanstack/react-router';
import { InquiriesPage } from '../features/admin-requests/components/inquiries-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/admin/inquiries')({
  loader: () => loadNamespaces('admin-requests'),
  component: InquiriesPage,
});
