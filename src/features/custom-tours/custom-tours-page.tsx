import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { breadcrumbList } from '../../lib/seo-lists';
import { whatsappLink } from '../../lib/whatsapp';
import { useContent } from '../../content/store';
import { CustomTourRequestForm } from './custom-tour-request-form';

/** /custom-tours: how it works, the request form (spec §5), and WhatsApp for those who prefer to talk. */
export function CustomToursPage() {
  const { t } = useTranslation('custom-tours');
  const { business } = useContent('site');
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
      {/* The form's texts are their own namespace; the page above shows while they arrive. */}
      <Suspense fallback={<p className="page-loading">{t('formLoading')}</p>}>
        <CustomTourRequestForm />
      </Suspense>
      <p>{t('formComing')}</p>
      <a
        className="button button-light"
        href={whatsappLink(business.whatsappNumber)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('whatsapp')}
        <span className="visually-hidden"> {t('opensInNewTab')}</span>
      </a>
    </section>
  );
}
