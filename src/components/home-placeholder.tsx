import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';

/** The home page's opening; the full page (slider, featured tours, fleet, reviews) builds on it. */
export function HomePlaceholder() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('siteName');
  }, [t]);
  return (
    <section className="hero" aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      <p className="lead">{t('home.lead')}</p>
    </section>
  );
}
