import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/admin-shell/admin-pages';

export const Route = createFileRoute('/admin/')({
  component: DashboardPage,
});
