import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { BUSINESS } from '../../content/business';
import { POLICY_CONTACT, PRIVACY_POLICY, TERMS_OF_SERVICE, type PolicyDocument } from '../../content/policies';
import { breadcrumbList } from '../../lib/seo-lists';

type Kind = 'privacy' | 'terms';

const DOCS: Record<Kind, { doc: PolicyDocument; path: string }> = {
  privacy: { doc: PRIVACY_POLICY, path: '/privacy-policy' },
  terms: { doc: TERMS_OF_SERVICE, path: '/terms-of-service' },
};

export function PrivacyPolicyPage() {
  return <PolicyPage kind="privacy" />;
}

export function TermsOfServicePage() {
  return <PolicyPage kind="terms" />;
}

function PolicyPage({ kind }: { kind: Kind }) {
  const { t, i18n } = useTranslation(['policies', 'common']);
  const { doc, path } = DOCS[kind];
  const title = t(`${kind}.title`);
  const englishOnly = t('englishOnly');
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
      {englishOnly && <p lang="en">{englishOnly}</p>}
      {kind === 'terms' && (
        <aside className="note-box" aria-labelledby="important-notice">
          <h2 id="important-notice">{t('terms.importantNoticeTitle')}</h2>
          <p>{t('terms.importantNotice')}</p>
        </aside>
      )}
      {doc.sections.map((section) => (
        <section key={section.id} id={section.id} className="policy-section" lang="en">
          <h2 lang={i18n.resolvedLanguage}>{t(`${kind}.sections.${section.id}`)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item.slice(0, 40)}>{item}</li>
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
        <p>{t(`${kind}.dataProtection`, { email: BUSINESS.email })}</p>
      </section>
      <section className="policy-section contact-block" aria-labelledby="policy-contact">
        <h2 id="policy-contact">{t(`${kind}.contact`)}</h2>
        <p>{t(`${kind}.contactIntro`)}</p>
        <address>
          <p>
            {t('labels.email')}: <a href={POLICY_CONTACT.emailHref}>{POLICY_CONTACT.email}</a>
          </p>
          <p>
            {t('labels.phone')}: <a href={POLICY_CONTACT.phoneHref}>{POLICY_CONTACT.phone}</a>
          </p>
          <p>
            {t('labels.address')}: {POLICY_CONTACT.addressLines.join(', ')}
          </p>
          {kind === 'terms' && (
            <p>
              <a href={POLICY_CONTACT.whatsappHref} target="_blank" rel="noopener noreferrer">
                {t('terms.whatsapp')}
              </a>
            </p>
          )}
        </address>
      </section>
    </article>
  );
}
