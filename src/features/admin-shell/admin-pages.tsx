/** The portal's own pages: the dashboard, settings and the sections later increments fill in. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../components/admin-title';
import { useAdminAuth } from './auth-store';
import { ADMIN_SECTIONS } from './sections';

/** No stat cards yet (they come with the lists they count): links to the sections instead of made-up numbers. */
export function DashboardPage() {
  const { t } = useTranslation('admin');
  return (
    <section className="admin-page">
      <AdminTitle section={t('dashboard.title')} />
      <h1>{t('dashboard.title')}</h1>
      <div className="card admin-panel">
        <h2>{t('dashboard.atAGlance')}</h2>
        <p>{t('dashboard.intro')}</p>
        <ul className="admin-section-links">
          {ADMIN_SECTIONS.filter((section) => section.to !== '/admin').map((section) => (
            <li key={section.to}>
              <Link to={section.to}>{t(section.key)}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

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

type PlaceholderSection = 'reviews' | 'customReviews' | 'gallery';

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
