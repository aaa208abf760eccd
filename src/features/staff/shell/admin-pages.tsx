/** The portal's own settings page. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../components/admin-title';
import { useAdminAuth } from './auth-store';

/**
 * `notifications` renders the Notifications section for the signed-in admin's address, `accounts` the
 * admin accounts for the signed-in admin (the route supplies both).
 */
export function SettingsPage({
  notifications,
  accounts,
}: {
  notifications: (email: string | null) => ReactNode;
  accounts: (userId: string | null) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const email = useAdminAuth((state) => state.email);
  const userId = useAdminAuth((state) => state.userId);
  return (
    <section className="admin-page">
      <AdminTitle section={t('settings.title')} />
      <h1>{t('settings.title')}</h1>
      <div className="card admin-panel">
        <h2>{t('settings.account')}</h2>
        <p>{t('settings.signedInAs', { email })}</p>
      </div>
      {accounts(userId)}
      {notifications(email)}
    </section>
  );
}
