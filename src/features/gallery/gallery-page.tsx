import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb';
import { CategoryFilter } from '../../components/category-filter';
import { PageMeta } from '../../components/page-meta';
import { GALLERY_PUBLIC_CATEGORIES } from '../../config/limits';
import { breadcrumbList } from '../../lib/seo-lists';
import { useGalleryImages } from './api/list-gallery-images';
import { GalleryGrid, GallerySkeletons } from './gallery-grid';
import type { PublicCategory } from './gallery-image';
import { GalleryLightbox } from './gallery-lightbox';
import './gallery.css';

/**
 * /gallery: hero, sticky category bar, then the photos (spec §2): eight skeletons while the list loads,
 * a masonry grid, the empty state, and a lightbox. The category is kept in the URL, as on the other
 * filtered lists, so a filtered view survives a reload and can be shared.
 */
export function GalleryPage() {
  const { t } = useTranslation(['gallery', 'common']);
  const { category } = useSearch({ from: '/gallery' });
  const navigate = useNavigate({ from: '/gallery' });
  const { state, reload } = useGalleryImages();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const filterRef = useRef<HTMLDivElement>(null);

  const images = useMemo(() => {
    if (state.status !== 'ready') return [];
    return category ? state.images.filter((image) => image.category === category) : state.images;
  }, [state, category]);

  const choose = (value: PublicCategory | undefined) => {
    setOpenIndex(null);
    void navigate({ search: { category: value }, replace: true });
  };
  const viewAll = () => {
    choose(undefined);
    // The button disappears with the empty state; keyboard users carry on from the "All" chip instead.
    filterRef.current?.querySelector('button')?.focus();
  };
  const closeLightbox = useCallback(() => setOpenIndex(null), []);

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
        <div className="sticky-filter" ref={filterRef}>
          <CategoryFilter<PublicCategory>
            label={t('filterLabel')}
            active={category}
            options={[
              { value: undefined, label: t('categories.all') },
              ...GALLERY_PUBLIC_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
            ]}
            onChange={choose}
          />
        </div>
        <div className="gallery-results">
          {state.status === 'loading' && <GallerySkeletons />}
          {/* Spec §8: a failed read leaves the list empty; the visitor is told why and may try again. */}
          {state.status === 'failed' && (
            <div className="empty-state">
              <p>{t('loadFailed')}</p>
              <button type="button" className="button" onClick={reload}>
                {t('common:retry')}
              </button>
            </div>
          )}
          {state.status === 'ready' && (
            <>
              <p role="status" className="visually-hidden">
                {t('count', { count: images.length })}
              </p>
              {images.length === 0 ? (
                <div className="empty-state">
                  <p>{t('empty')}</p>
                  {category && (
                    <button type="button" className="button" onClick={viewAll}>
                      {t('viewAll')}
                    </button>
                  )}
                </div>
              ) : (
                <GalleryGrid images={images} onOpen={setOpenIndex} />
              )}
            </>
          )}
        </div>
      </section>
      <GalleryLightbox images={images} index={openIndex} onIndexChange={setOpenIndex} onClose={closeLightbox} />
    </>
  );
}
