import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { useContent } from '../../content/store';
import { breadcrumbList } from '../../lib/seo-lists';
import { whatsappLink } from '../../lib/whatsapp';

type Kind = 'privacy' | 'terms';

/** Each page's path; its text is the published policy of the same slug (group `policy-<kind>`). */
export const POLICY_PATHS: Record<Kind, string> = { privacy: '/privacy-policy', terms: '/terms-of-service' };

export function PrivacyPolicyPage() {
  return <PolicyPage kind="privacy" />;
}

export function TermsOfServicePage() {
  return <PolicyPage kind="terms" />;
}

function PolicyPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation(['policies', 'common']);
  const doc = useContent(`policy-${kind}`);
  const { business } = useContent('site');
  const path = POLICY_PATHS[kind];
  const title = t(`${kind}.title`);
  const { address } = business;
  const addressLines = [
    address.street,
    `${address.locality} ${address.postalCode}`,
    address.region,
    address.countryName,
  ];
  return (
    <article className="page-section narrow" aria-labelledby="policy-title">
      <PageMeta
        title={title}
        description={`${title}: ${t(`${kind}.dataProtectionTitle`)}, ${t(`${kind}.contact`)}.`}
        path={path}
        jsonLd={[
          breadcrumbList([
            { label: t('common:nav.home'), path: '/' },
            { label: title, path },
          ]),
        ]}
      />
      <Breadcrumb items={[{ label: t('common:nav.home'), to: '/' }, { label: title }]} />
      <h1 id="policy-title">{title}</h1>
      <p>
        <em>{t(`${kind}.lastUpdated`, { date: doc.lastUpdated })}</em>
      </p>
      {kind === 'terms' && (
        <aside className="note-box" aria-labelledby="important-notice">
          <h2 id="important-notice">{t('terms.importantNoticeTitle')}</h2>
          <p>{t('terms.importantNotice')}</p>
        </aside>
      )}
      {doc.sections.map((section) => (
        <section key={section.id} id={section.id} className="policy-section">
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item, index) => (
                <li key={index}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {kind === 'terms' && (
        <section className="policy-section">
          <h2>{t('terms.disputeResolutionTitle')}</h2>
          <p>{t('terms.disputeResolution')}</p>
        </section>
      )}
      <section className="policy-section">
        <h2>{t(`${kind}.dataProtectionTitle`)}</h2>
        <p>{t(`${kind}.dataProtection`, { email: business.email })}</p>
      </section>
      <section className="policy-section contact-block" aria-labelledby="policy-contact">
        <h2 id="policy-contact">{t(`${kind}.contact`)}</h2>
        <p>{t(`${kind}.contactIntro`)}</p>
        <address>
          <p>
            {t('labels.email')}: <a href={`mailto:${business.email}`}>{business.email}</a>
          </p>
          <p>
            {t('labels.phone')}: <a href={business.phoneHref}>{business.phone}</a>
          </p>
          <p>
            {t('labels.address')}: {addressLines.join(', ')}
          </p>
          {kind === 'terms' && (
            <p>
              <a href={whatsappLink(business.whatsappNumber)} target="_blank" rel="noopener noreferrer">
                {t('terms.whatsapp')}
              </a>
            </p>
          )}
        </address>
      </section>
    </article>
  );
}
