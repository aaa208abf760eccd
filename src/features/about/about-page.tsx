import { Link } from '@tanstack/react-router';
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

      <section className="page-section" aria-labelledby="credentials-title">
        <h2 id="credentials-title">{t('credentials.title')}</h2>
        <ul className="check-list">
          {ABOUT_CREDENTIALS.map((credential) => (
            <li key={credential}>{t(credentialKey(credential))}</li>
          ))}
        </ul>
      </section>

      <section className="page-section" aria-labelledby="about-gallery-title">
        <h2 id="about-gallery-title">{t('gallery.title')}</h2>
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
      </section>

      <section className="page-section" aria-labelledby="values-title">
        <h2 id="values-title">{t('values.title')}</h2>
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
      </section>

      <section className="page-section closing-cta" aria-labelledby="about-cta-title">
        <h2 id="about-cta-title">{t('cta.title')}</h2>
        <div className="button-row">
          <Link to="/tours" className="button">
            {t('cta.button')}
          </Link>
        </div>
      </section>
    </>
  );
}
