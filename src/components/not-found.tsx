import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageMeta } from './page-meta';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="page-section narrow not-found" aria-labelledby="not-found-title">
      <PageMeta title={t('notFound.title')} description={t('notFound.body')} path="/404" />
      <meta name="robots" content="noindex" />
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className="button">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
