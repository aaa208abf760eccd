import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb';
import { CategoryFilter } from '../../components/category-filter';
import { PageMeta } from '../../components/page-meta';
import { TourCard } from '../../components/tour-card';
import { useContent } from '../../content/store';
import { TOUR_CATEGORIES, type TourCategory } from '../../content/types';
import { breadcrumbList } from '../../lib/seo-lists';

export function ToursPage() {
  const { t } = useTranslation(['tours', 'common']);
  const { category } = useSearch({ from: '/tours/' });
  const navigate = useNavigate({ from: '/tours/' });
  const published = useContent('site').tours;
  const tours = category ? published.filter((tour) => tour.categories.includes(category)) : published;
  const crumbs = [
    { label: t('list.home'), path: '/' },
    { label: t('list.tours'), path: '/tours' },
  ];
  return (
    <section className="page-section" aria-labelledby="tours-title">
      <PageMeta
        title={t('list.metaTitle')}
        description={t('list.description')}
        path="/tours"
        jsonLd={[breadcrumbList(crumbs)]}
      />
      <Breadcrumb items={[{ label: t('list.home'), to: '/' }, { label: t('list.tours') }]} />
      <h1 id="tours-title">{t('list.title')}</h1>
      <p className="section-intro">{t('list.intro')}</p>
      <CategoryFilter<TourCategory>
        label={t('common:filterLabel')}
        active={category}
        options={[
          { value: undefined, label: t('common:categories.all') },
          ...TOUR_CATEGORIES.map((value) => ({ value, label: t(`common:categories.${value}`) })),
        ]}
        onChange={(value) => void navigate({ search: value ? { category: value } : {}, replace: true })}
      />
      {tours.length === 0 ? (
        <p className="empty-state">{t('list.empty')}</p>
      ) : (
        <div className="card-grid">
          {tours.map((tour) => (
            <TourCard
              key={tour.slug}
              slug={tour.slug}
              title={tour.title}
              summary={tour.summary}
              days={tour.days}
              locations={tour.locations}
              image={tour.cardImage}
              headingLevel="h2"
            />
          ))}
        </div>
      )}
    </section>
  );
}
