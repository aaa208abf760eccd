import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { ResponsiveImage } from '../../components/responsive-image';
import {
  ABOUT_CREDENTIALS,
  ABOUT_FOUNDER_BIO_KEY,
  ABOUT_FOUNDER_IMAGE,
  ABOUT_GALLERY,
  ABOUT_STORY_PARAGRAPHS_KEY,
  ABOUT_VALUES,
  credentialKey,
  valueKeys,
} from '../../content/about';
import { imageAlt } from '../../content/images';
import { breadcrumbList } from '../../lib/seo-lists';

/** A section of the page, named for assistive technology by its heading. */
function TitledSection({
  id,
  title,
  className = 'page-section',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function AboutPage() {
  const { t } = useTranslation(['about', 'common', 'images']);
  const story = t(ABOUT_STORY_PARAGRAPHS_KEY, { returnObjects: true }) as string[];
  const bio = t(ABOUT_FOUNDER_BIO_KEY, { returnObjects: true }) as string[];
  return (
    <>
      <PageMeta
        title={t('title')}
        description={t('metaDescription')}
        path="/about"
        jsonLd={[
          breadcrumbList([
            { label: t('common:nav.home'), path: '/' },
            { label: t('title'), path: '/about' },
          ]),
        ]}
      />
      <section className="page-section" aria-labelledby="about-title">
        <Breadcrumb items={[{ label: t('common:nav.home'), to: '/' }, { label: t('title') }]} />
        <h1 id="about-title">{t('title')}</h1>
        <p className="section-intro">{t('intro')}</p>
        <h2>{t('story.title')}</h2>
        {story.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </section>

      <section className="page-section tinted" aria-labelledby="founder-title">
        <div className="about-founder">
          <ResponsiveImage
            name={ABOUT_FOUNDER_IMAGE}
            alt={imageAlt(t, ABOUT_FOUNDER_IMAGE)}
            sizes="(min-width: 64rem) 18rem, 100vw"
            className="card-image"
          />
          <div>
            <h2 id="founder-title">{t('founder.title')}</h2>
            <p>
              <strong>{t('founder.role')}</strong>
            </p>
            {bio.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <TitledSection id="credentials-title" title={t('credentials.title')}>
        <ul className="check-list">
          {ABOUT_CREDENTIALS.map((credential) => (
            <li key={credential}>{t(credentialKey(credential))}</li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="about-gallery-title" title={t('gallery.title')}>
        <ul className="about-gallery">
          {ABOUT_GALLERY.map((item) => (
            <li key={item.image}>
              <figure>
                <ResponsiveImage
                  name={item.image}
                  alt={imageAlt(t, item.image)}
                  sizes="(min-width: 60rem) 25vw, 50vw"
                  className="card-image"
                />
                <figcaption>{t(item.captionKey)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="values-title" title={t('values.title')}>
        <ul className="values-grid">
          {ABOUT_VALUES.map((value) => {
            const keys = valueKeys(value);
            return (
              <li key={value}>
                <h3>{t(keys.titleKey)}</h3>
                <p>{t(keys.textKey)}</p>
              </li>
            );
          })}
        </ul>
      </TitledSection>

      <TitledSection id="about-cta-title" title={t('cta.title')} className="page-section closing-cta">
        <div className="button-row">
          <Link to="/tours" className="button">
            {t('cta.button')}
          </Link>
        </div>
      </TitledSection>
    </>
  );
}
