import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { ResponsiveImage } from '../../components/responsive-image';
import { useContent } from '../../content/store';
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
  const about = useContent('about');
  const { founder } = about;
  return (
    <>
      <PageMeta
        title={t('title')}
        description={about.metaDescription}
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
        <p className="section-intro">{about.intro}</p>
        <h2>{t('story.title')}</h2>
        {about.story.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>

      <section className="page-section tinted" aria-labelledby="founder-title">
        <div className="about-founder">
          <ResponsiveImage
            name={founder.image}
            alt={founder.imageAlt}
            sizes="(min-width: 64rem) 18rem, 100vw"
            className="card-image"
          />
          <div>
            <h2 id="founder-title">{t('founder.title')}</h2>
            <p>
              <strong>{founder.role}</strong>
            </p>
            {founder.bio.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <TitledSection id="credentials-title" title={t('credentials.title')}>
        <ul className="check-list">
          {about.credentials.map((credential) => (
            <li key={credential.id}>{credential.text}</li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="about-gallery-title" title={t('gallery.title')}>
        <ul className="about-gallery">
          {about.gallery.map((item, index) => (
            <li key={index}>
              <figure>
                <ResponsiveImage
                  name={item.image}
                  alt={item.alt}
                  sizes="(min-width: 60rem) 25vw, 50vw"
                  className="card-image"
                />
                <figcaption>{item.caption}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="values-title" title={t('values.title')}>
        <ul className="values-grid">
          {about.values.map((value) => (
            <li key={value.id}>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </li>
          ))}
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
