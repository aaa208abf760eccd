import { Link, Outlet } from '@tanstack/react-router';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContent } from '../content/store';

/** The year the site's content was first published (its copyright notice). */
const COPYRIGHT_YEAR = 2025;
import { LanguageSwitcher } from './language-switcher';
import { OfflineIndicator } from './offline-indicator';
import { UpdatePrompt } from './update-prompt';

const NAV = [
  { to: '/', key: 'home' },
  { to: '/tours', key: 'tours' },
  { to: '/custom-tours', key: 'customTours' },
  { to: '/gallery', key: 'gallery' },
  { to: '/transport', key: 'transport' },
  { to: '/about', key: 'about' },
  { to: '/contact', key: 'contact' },
] as const;

const FOOTER_LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/tours', key: 'nav.tours' },
  { to: '/transport', key: 'nav.transport' },
  { to: '/about', key: 'nav.about' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/terms-of-service', key: 'footer.terms' },
] as const;

/** `indicator`: the outbox's waiting-items pill, composed by the root route. */
export function SiteLayout({ indicator }: { indicator?: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="top-bar">
        {/* The logo is drawn by the stylesheet (.brand::before), so one that cannot load shows no broken image. */}
        <Link to="/" className="brand" onClick={closeMenu} aria-label={t('nav.logo', { siteName: t('siteName') })}>
          <span>{t('siteName')}</span>
        </Link>
        <div className="top-bar-actions">
          <Suspense fallback={null}>{indicator}</Suspense>
          <LanguageSwitcher />
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className="menu-icon" />
            <span className="menu-label">{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          </button>
        </div>
        <nav id="main-nav" aria-label={t('nav.label')} className={menuOpen ? 'open' : undefined}>
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={closeMenu}
                  activeOptions={{ exact: item.to === '/' }}
                  activeProps={{ 'aria-current': 'page', className: 'active' }}
                >
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <OfflineIndicator />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="page-loading">{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <UpdatePrompt />
    </>
  );
}

function SiteFooter() {
  const { t } = useTranslation();
  const { business, tours } = useContent('site');
  const newTab = t('footer.opensInNewTab');
  // The pre-rendered page's first paint waits until the parser reaches this id (scripts/prerender.ts).
  return (
    <footer id="site-footer" className="site-footer">
      <div className="footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{t('siteName')}</h2>
          <p>{t('footer.about')}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.quickLinks')}</h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-popular">
          <h2 id="footer-popular">{t('footer.popularTours')}</h2>
          {/* Every published tour, in list order, each label linking to its own tour (docs/decisions.md). */}
          <ul>
            {tours.map((tour) => (
              <li key={tour.slug}>
                <Link to="/tours/$slug" params={{ slug: tour.slug }}>
                  {t('footer.tourLink', { title: tour.title, days: tour.days })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <address>
            <p>
              {business.address.locality}, {business.address.countryName}
            </p>
            <p>
              <a href={business.phoneHref}>{business.phone}</a>
            </p>
            <p>
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </p>
          </address>
          <p>{t('footer.hours', { hours: t('officeHours') })}</p>
          <p>{t('footer.whatsapp')}</p>
          <h2 id="footer-social">{t('footer.followUs')}</h2>
          <ul className="social-links" aria-labelledby="footer-social">
            {(Object.keys(business.social) as (keyof typeof business.social)[]).map((network) => (
              <li key={network}>
                <a href={business.social[network]} target="_blank" rel="noopener noreferrer">
                  {t(`footer.social.${network}`)}
                  <span className="visually-hidden"> {newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="copyright">{t('footer.copyright', { year: COPYRIGHT_YEAR, siteName: t('siteName') })}</p>
    </footer>
  );
}
