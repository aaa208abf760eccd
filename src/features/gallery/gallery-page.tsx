import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb';
import { CategoryFilter } from '../../components/category-filter';
import { PageMeta } from '../../components/page-meta';
import { GALLERY_PUBLIC_CATEGORIES } from '../../config/limits';
import { breadcrumbList } from '../../lib/seo';

type Category = (typeof GALLERY_PUBLIC_CATEGORIES)[number];

/**
 * /gallery: hero, sticky category bar and the grid area. Photos come from the gallery table once the
 * gallery work connects it; until then the grid shows the spec's empty state.
 */
export function GalleryPage() {
  const { t } = useTranslation('gallery');
  const [category, setCategory] = useState<Category | undefined>();
  return (
    <>
      <PageMeta
        title={t('title')}
        description={t('description')}
        path="/gallery"
        jsonLd={[
          breadcrumbList([
            { label: t('home'), path: '/' },
            { label: t('title'), path: '/gallery' },
          ]),
        ]}
      />
      <section className="page-section" aria-labelledby="gallery-title">
        <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('title') }]} />
        <h1 id="gallery-title">{t('title')}</h1>
        <p className="section-intro">{t('intro')}</p>
        <div className="sticky-filter">
          <CategoryFilter<Category>
            label={t('filterLabel')}
            active={category}
            options={[
              { value: undefined, label: t('categories.all') },
              ...GALLERY_PUBLIC_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
            ]}
            onChange={setCategory}
          />
        </div>
        <div className="empty-state">
          <p>{t('empty')}</p>
          {category && (
            <button type="button" className="button" onClick={() => setCategory(undefined)}>
              {t('viewAll')}
            </button>
          )}
        </div>
      </section>
    </>
  );
}
