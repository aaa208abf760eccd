import { createFileRoute } from '@tanstack/react-router';
import { AdminShell } from '../features/admin-shell/admin-shell';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/admin')({
  loader: () => loadNamespaces('admin'),
  component: AdminShell,
});
