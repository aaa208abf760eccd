import { createFileRoute } from '@tanstack/react-router';
import { AdminAccountsSection } from '../features/staff/accounts/admin-accounts-section';
import { NotificationsSection } from '../features/staff/notifications/components/notifications-section';
import { SettingsPage } from '../features/staff/shell/admin-pages';

export const Route = createFileRoute('/admin/settings')({
  component: () => (
    <SettingsPage
      notifications={(email) => <NotificationsSection email={email} />}
      accounts={(userId) => <AdminAccountsSection userId={userId} />}
    />
  ),
});
