import { useTranslation } from 'react-i18next';

/**
 * The customer-experience carousel area (spec §2 Home). Approved custom reviews and the
 * "Share Your Experience" modal are connected by the reviews work; until then it shows its empty state.
 */
export function ExperienceCarousel() {
  const { t } = useTranslation('home');
  return (
    <section className="page-section" aria-labelledby="experiences-title">
      <h2 id="experiences-title">{t('experiences.title')}</h2>
      <p className="section-intro">{t('experiences.intro')}</p>
      <p className="empty-state">{t('experiences.empty')}</p>
    </section>
  );
}
