/** The portal's own settings page. */
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../components/admin-title';
import { useAdminAuth } from './auth-store';

export function SettingsPage() {
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
      <p>{t('settings.comingSoon')}</p>
    </section>
  );
}
