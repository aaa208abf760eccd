import { createFileRoute } from '@tanstack/react-router';
import { NotificationBell } from '../features/staff/dashboard/components/notification-bell';
import { AdminShell } from '../features/staff/shell/admin-shell';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/admin')({
  // The bell in the header speaks the dashboard's namespace on every portal page.
  loader: () => loadNamespaces('admin', 'admin-dashboard'),
  component: () => <AdminShell notifications={<NotificationBell />} />,
});
