import { Link, Outlet } from '@tanstack/react-router';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../components/admin-title';
import { confirmLogout, startAdminAuth, signOut, useAdminAuth } from './auth-store';
import { LoginScreen } from './login-screen';
import { ADMIN_SECTIONS } from './sections';
import { useNotificationLinks } from './use-notification-links';
import '../shared/staff.css';
import './shell.css';

export interface AdminShellProps {
  /** The header's notification bell, supplied by the route (features do not import each other). */
  notifications?: ReactNode;
}

/** The staff portal's frame: authentication gate, sidebar and header around the section pages. */
export function AdminShell({ notifications }: AdminShellProps) {
  const status = useAdminAuth((state) => state.status);
  useEffect(() => {
    void startAdminAuth();
  }, []);
  useNotificationLinks();
  return (
    <>
      {/* Every portal screen, the sign-in screen included, stays out of search engines. */}
      <meta name="robots" content="noindex, nofollow" />
      {status === 'checking' && <AuthChecking />}
      {status === 'signed-out' && <LoginScreen />}
      {status === 'admin' && <AdminLayout notifications={notifications} />}
    </>
  );
}

function AuthChecking() {
  const { t } = useTranslation('admin');
  return (
    <main id="main" className="admin-gate">
      <AdminTitle section={t('portal')} />
      <p role="status" className="page-loading">
        {t('checking')}
      </p>
    </main>
  );
}

function AdminLayout({ notifications }: AdminShellProps) {
  const { t } = useTranslation(['admin', 'common']);
  const email = useAdminAuth((state) => state.email);
  const [menuOpen, setMenuOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutFailed, setLogoutFailed] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  async function logout() {
    setLoggingOut(true);
    setLogoutFailed(false);
    // Changes still waiting to sync would be lost: the admin is asked first.
    if (!(await confirmLogout())) {
      setLoggingOut(false);
      return;
    }
    const done = await signOut();
    // On success this component unmounts (the store is signed out); only a failure needs state.
    if (!done) {
      setLoggingOut(false);
      setLogoutFailed(true);
    }
  }

  return (
    <div className="admin-layout">
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <header className="admin-header">
        <button
          type="button"
          className="menu-button admin-menu-button"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span aria-hidden="true" className="menu-icon" />
          <span>{menuOpen ? t('admin:nav.closeMenu') : t('admin:nav.openMenu')}</span>
        </button>
        <span className="admin-label">{t('admin:admin')}</span>
        <div className="admin-header-end">
          {notifications}
          <span className="admin-user">{t('admin:header.signedInAs', { email })}</span>
        </div>
      </header>
      <nav
        id="admin-nav"
        aria-label={t('admin:nav.label')}
        className={menuOpen ? 'admin-sidebar open' : 'admin-sidebar'}
      >
        <p className="admin-brand">{t('common:siteName')}</p>
        <ul>
          {ADMIN_SECTIONS.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                onClick={closeMenu}
                activeOptions={{ exact: section.to === '/admin' }}
                activeProps={{ 'aria-current': 'page', className: 'active' }}
              >
                {t(`admin:${section.key}`)}
              </Link>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button-light button-block"
          disabled={loggingOut}
          onClick={() => void logout()}
        >
          {loggingOut ? t('admin:nav.loggingOut') : t('admin:nav.logout')}
        </button>
        <div role="alert">{logoutFailed ? <p className="admin-alert">{t('admin:nav.logoutFailed')}</p> : null}</div>
      </nav>
      <main id="main" tabIndex={-1} className="admin-main">
        <Suspense fallback={<p className="page-loading">{t('common:loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
