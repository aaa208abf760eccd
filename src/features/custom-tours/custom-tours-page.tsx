import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { breadcrumbList } from '../../lib/seo';
import { whatsappLink } from '../../lib/whatsapp';

/** /custom-tours: the request form (spec §5) is added by the offline write path; this is its page. */
export function CustomToursPage() {
  const { t } = useTranslation('custom-tours');
  return (
    <section className="page-section narrow" aria-labelledby="custom-title">
      <PageMeta
        title={t('metaTitle')}
        description={t('description')}
        path="/custom-tours"
        jsonLd={[
          breadcrumbList([
            { label: t('home'), path: '/' },
            { label: t('metaTitle'), path: '/custom-tours' },
          ]),
        ]}
      />
      <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('metaTitle') }]} />
      <h1 id="custom-title">{t('title')}</h1>
      <p className="section-intro">{t('intro')}</p>
      <h2>{t('steps.title')}</h2>
      <ol className="steps">
        <li>{t('steps.one')}</li>
        <li>{t('steps.two')}</li>
        <li>{t('steps.three')}</li>
      </ol>
      <p>{t('formComing')}</p>
      <a className="button" href={whatsappLink()} target="_blank" rel="noopener noreferrer">
        {t('whatsapp')}
      </a>
    </section>
  );
}
