/** The portal's own pages: settings and the sections later increments fill in. */
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

type PlaceholderSection = 'gallery';

/** A section whose screens are not built yet; says so rather than showing an empty list. */
export function SectionPlaceholder({ section }: { section: PlaceholderSection }) {
  const { t } = useTranslation('admin');
  const title = t(`nav.${section}`);
  return (
    <section className="admin-page">
      <AdminTitle section={title} />
      <h1>{title}</h1>
      <p className="card admin-panel">{t('placeholder.building')}</p>
    </section>
  );
}
