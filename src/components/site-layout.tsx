import { Link, Outlet } from '@tanstack/react-router';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

const NAV = [
  { to: '/', key: 'home' },
  { to: '/tours', key: 'tours' },
  { to: '/custom-tours', key: 'customTours' },
  { to: '/gallery', key: 'gallery' },
  { to: '/transport', key: 'transport' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
] as const;

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function SiteLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="top-bar">
        <Link to="/" className="brand" onClick={() => setMenuOpen(false)}>
          <img src="/icons/favicon.svg" alt="" width={36} height={36} />
          <span>{t('siteName')}</span>
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
        </button>
        <nav id="main-nav" aria-label={t('nav.label')} className={menuOpen ? 'open' : undefined}>
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                {/* Routes other than Home arrive with the public pages; unknown ones show the 404 page. */}
                <a href={item.to} onClick={() => setMenuOpen(false)}>
                  {t(`nav.${item.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {!online && (
        <p className="offline-banner" role="status">
          {t('offline')}
        </p>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>{t('footer.copyright', { siteName: t('siteName') })}</p>
      </footer>
    </>
  );
}
