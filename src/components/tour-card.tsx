import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { imageAlt, type PageImage } from '../content/images';
import { ResponsiveImage } from './responsive-image';

export interface TourCardProps {
  slug: string;
  title: string;
  summary: string;
  days: number;
  locations: number;
  image: PageImage;
  /** The card's call to action; defaults to "View Details" linking to the tour. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

export function TourCard({ slug, title, summary, days, locations, image, action, headingLevel = 'h3' }: TourCardProps) {
  const { t } = useTranslation(['common', 'images']);
  const Heading = headingLevel;
  return (
    <article className="card tour-card">
      <ResponsiveImage
        name={image}
        alt={imageAlt(t, image)}
        sizes="(min-width: 60rem) 33vw, (min-width: 40rem) 50vw, 100vw"
        className="card-image"
      />
      <div className="card-body">
        <Heading>
          <Link to="/tours/$slug" params={{ slug }}>
            {title}
          </Link>
        </Heading>
        <p>{summary}</p>
        <ul className="facts" aria-label={title}>
          <li>{t('tourFacts.days', { count: days })}</li>
          <li>{t('tourFacts.locations', { count: locations })}</li>
        </ul>
        {action ?? (
          <Link
            to="/tours/$slug"
            params={{ slug }}
            className="button"
            aria-label={`${t('tourFacts.viewDetails')}: ${title}`}
          >
            {t('tourFacts.viewDetails')}
          </Link>
        )}
      </div>
    </article>
  );
}
