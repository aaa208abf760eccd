import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../features/admin-shell/admin-pages';

export const Route = createFileRoute('/admin/settings')({
  component: SettingsPage,
});
