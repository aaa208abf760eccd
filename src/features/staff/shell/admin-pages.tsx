/** The portal's own settings page. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../components/admin-title';
import { useAdminAuth } from './auth-store';

/** `notifications` renders the Notifications section for the signed-in admin's address (the route supplies it). */
export function SettingsPage({ notifications }: { notifications: (email: string | null) => ReactNode }) {
  const { t } = useTranslation('admin');
  const email = useAdminAuth((state) => state.email);
  return (
    <section className="admin-page">
      <AdminTitle section={t('settings.title')} />
      <h1>{t('settings.title')}</h1>
      <div className="card admin-panel">
        <h2>{t('settings.account')}</h2>
        <p>{t('settings.signedInAs', { email })}</p>
      </div>
      {notifications(email)}
    </section>
  );
}
