import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { ResponsiveImage } from '../../components/responsive-image';
import { useContent } from '../../content/store';
import { imageAlt } from '../../content/images';
import type { Tour } from '../../content/types';
import { track } from '../../lib/analytics';
import { breadcrumbList } from '../../lib/seo-lists';
import { touristTrip } from '../../lib/seo-trip';
import { whatsappLink } from '../../lib/whatsapp';
import { Itinerary } from './itinerary';
import './tour-detail.css';

export interface TourDetailPageProps {
  tour: Tour;
  /** The Customer Reviews section (composed by the route from the reviews feature). */
  reviews: ReactNode;
  /** The Inquire Now control (composed by the route from the enquiries feature). */
  inquire: ReactNode;
  /** The average rating and count for the summary card (from the reviews feature). */
  rating: ReactNode;
}

export function TourDetailPage({ tour, reviews, inquire, rating }: TourDetailPageProps) {
  const { t } = useTranslation(['tours', 'common', 'images']);
  const { business } = useContent('site');
  const { overview } = tour;
  const path = `/tours/${tour.slug}`;
  useTourView(tour);
  const crumbs = [
    { label: t('list.home'), path: '/' },
    { label: t('list.tours'), path: '/tours' },
    { label: tour.title, path },
  ];
  return (
    <article className="tour-detail" aria-labelledby="tour-title">
      <PageMeta
        title={tour.title}
        description={tour.summary}
        keywords={tour.keywords}
        path={path}
        image={typeof tour.heroImage === 'string' ? `/art/${tour.heroImage}.svg` : tour.heroImage}
        type="article"
        jsonLd={[touristTrip(tour, overview.join(' ')), breadcrumbList(crumbs)]}
      />
      <header className="tour-hero">
        <ResponsiveImage
          name={tour.heroImage}
          alt={imageAlt(t, tour.heroImage)}
          sizes="100vw"
          priority
          className="hero-image"
        />
        <div className="tour-hero-text">
          <Breadcrumb
            items={[
              { label: t('list.home'), to: '/' },
              { label: t('list.tours'), to: '/tours' },
              { label: tour.title },
            ]}
          />
          <h1 id="tour-title">{tour.title}</h1>
          <ul className="facts light">
            <li>{tour.duration}</li>
            <li>{t('common:tourFacts.locations', { count: tour.locations })}</li>
          </ul>
        </div>
      </header>

      <div className="tour-layout">
        <div className="tour-main">
          <section aria-labelledby="overview-title">
            <h2 id="overview-title">{t('detail.overview')}</h2>
            {overview.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </section>

          <section aria-labelledby="highlights-title">
            <h2 id="highlights-title">{t('detail.highlights')}</h2>
            <ul className="highlight-grid">
              {tour.highlights.map((highlight, index) => (
                <li key={index}>
                  <ResponsiveImage
                    name={highlight.image}
                    alt={imageAlt(t, highlight.image)}
                    sizes="(min-width: 60rem) 20vw, 45vw"
                    className="highlight-image"
                  />
                  <span>{highlight.name}</span>
                </li>
              ))}
            </ul>
          </section>

          <Itinerary days={tour.itinerary} />

          <section aria-labelledby="included-title" className="two-lists">
            <div>
              <h2 id="included-title">{t('detail.includes')}</h2>
              <ul className="check-list">
                {tour.includes.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </div>
            <div>
              <h2>{t('detail.excludes')}</h2>
              <ul className="cross-list">
                {tour.excludes.map((item, index) => (
                  <li key={index}>{item}</li>
                ))}
              </ul>
            </div>
          </section>

          {(tour.pricingNote || tour.entranceFeesNote) && (
            <aside className="note-box">
              {tour.pricingNote && <p>{tour.pricingNote}</p>}
              {tour.entranceFeesNote && <p>{tour.entranceFeesNote}</p>}
            </aside>
          )}
          <p className="note-box">
            {t('detail.customise')} <Link to="/custom-tours">{t('detail.customiseLink')}</Link>
          </p>

          {reviews}
        </div>

        <aside className="tour-sidebar" aria-label={t('detail.summary')}>
          <div className="sticky-card">
            {/* The sales action: at the card's top on wide screens, a bar at the foot of a phone's screen
                (tour-detail.css). One Inquire Now, so one dialog and one status wherever it is shown. */}
            <div className="tour-actions" data-testid="tour-actions">
              {inquire}
              <a
                className="button button-light tour-whatsapp"
                href={whatsappLink(business.whatsappNumber, t('detail.whatsappMessage', { tour: tour.title }))}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('detail.whatsapp')}
                <span className="visually-hidden"> {t('detail.newTab')}</span>
              </a>
            </div>
            <p className="hint">{t('detail.inquireHint')}</p>
            <h2 className="sidebar-title">{t('detail.contact')}</h2>
            <p>
              <a href={business.phoneHref}>{business.phone}</a>
              <br />
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </p>
            <h2 className="sidebar-title">{t('detail.summary')}</h2>
            <dl className="summary-list">
              <dt>{t('detail.duration')}</dt>
              <dd>{tour.duration}</dd>
              <dt>{t('detail.locations')}</dt>
              <dd>{tour.locations}</dd>
              <dt>{t('detail.rating')}</dt>
              <dd>{rating}</dd>
            </dl>
          </div>
        </aside>
      </div>
    </article>
  );
}

/** One tour_view per tour page view (the ref keeps a re-run of the effect from counting it twice). */
function useTourView(tour: Tour) {
  const viewed = useRef<string>(undefined);
  useEffect(() => {
    if (viewed.current === tour.slug) return;
    viewed.current = tour.slug;
    track('tour_view', { tour_id: tour.slug, tour_name: tour.title });
  }, [tour.slug, tour.title]);
}
