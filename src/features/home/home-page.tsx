import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { ResponsiveImage } from '../../components/responsive-image';
import { TourCard } from '../../components/tour-card';
import { imageAlt } from '../../content/images';
import { useContent } from '../../content/store';
import { travelAgency } from '../../lib/seo-agency';
import { HeroSlider } from './hero-slider';
import { TravelersSay } from './travelers-say';

/** `experiences`: the customer-experience carousel, composed by the route from the reviews feature. */
export function HomePage({ experiences }: { experiences: ReactNode }) {
  const { t } = useTranslation(['home', 'common', 'images']);
  const { business, tours } = useContent('site');
  const { fleet } = useContent('home');
  // Spec §2 Home: the featured tours (three when the site was first published), in list order.
  const featured = tours.filter((tour) => tour.featured);
  return (
    <>
      <PageMeta
        title={t('meta.title')}
        description={t('meta.description')}
        keywords={t('meta.keywords').split(', ')}
        path="/"
        image="/art/hero-heritage.svg"
        jsonLd={[travelAgency(business, t('common:defaultDescription'))]}
      />
      <HeroSlider />

      <section className="page-section" aria-labelledby="featured-title">
        <h2 id="featured-title">{t('featured.title')}</h2>
        <p className="section-intro">{t('featured.intro')}</p>
        <div className="card-grid">
          {featured.map((tour) => {
            return (
              <TourCard
                key={tour.slug}
                slug={tour.slug}
                title={tour.title}
                summary={tour.summary}
                days={tour.days}
                locations={tour.locations}
                image={tour.cardImage}
                action={
                  <Link to="/tours" className="button">
                    {t('featured.more')}
                  </Link>
                }
              />
            );
          })}
        </div>
      </section>

      <section className="page-section tinted" aria-labelledby="fleet-title">
        <h2 id="fleet-title">{t('fleet.title')}</h2>
        <p className="section-intro">{t('fleet.intro')}</p>
        <div className="card-grid">
          {fleet.map((vehicle) => {
            return (
              <article key={vehicle.slug} className="card">
                <ResponsiveImage
                  name={vehicle.image}
                  alt={imageAlt(t, vehicle.image)}
                  sizes="(min-width: 60rem) 33vw, 100vw"
                  className="card-image"
                />
                <div className="card-body">
                  <h3>{vehicle.name}</h3>
                  <ul className="facts">
                    {vehicle.badges.map((badge, index) => (
                      <li key={index}>{badge}</li>
                    ))}
                  </ul>
                  <Link to="/transport" className="button">
                    {t('fleet.more')}
                  </Link>
                </div>
              </article>
            );
          })}
        </div>
      </section>

      {experiences}

      <section className="page-section custom-cta" aria-labelledby="custom-title">
        <h2 id="custom-title">{t('custom.title')}</h2>
        <p>{t('custom.body')}</p>
        <Link to="/custom-tours" className="button">
          {t('custom.cta')}
        </Link>
      </section>

      <TravelersSay />

      <section className="page-section closing-cta" aria-labelledby="cta-title">
        <h2 id="cta-title">{t('cta.title')}</h2>
        <p>{t('cta.body')}</p>
        <div className="button-row">
          <Link to="/tours" className="button">
            {t('cta.book')}
          </Link>
          <Link to="/contact" className="button button-light">
            {t('cta.contact')}
          </Link>
        </div>
      </section>
    </>
  );
}
