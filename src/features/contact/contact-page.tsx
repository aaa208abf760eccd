import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb';
import { PageMeta } from '../../components/page-meta';
import { useContent } from '../../content/store';
import { travelAgency } from '../../lib/seo-agency';
import { breadcrumbList, faqPage } from '../../lib/seo-lists';
import { whatsappLink } from '../../lib/whatsapp';
import { FaqAccordion, type FaqItem } from './faq-accordion';

export function ContactPage() {
  const { t } = useTranslation(['contact', 'faq', 'common']);
  const faq: FaqItem[] = useContent('faq').entries;
  const newTab = t('opensInNewTab');
  const { business } = useContent('site');
  const cards = [
    {
      key: 'location',
      body: `${business.address.locality}, ${business.address.countryName}`,
      href: business.mapsUrl,
      external: true,
    },
    { key: 'phone', body: business.phone, href: business.phoneHref, external: false },
    { key: 'email', body: business.email, href: `mailto:${business.email}`, external: false },
    { key: 'whatsapp', body: t('cards.whatsapp.body'), href: whatsappLink(business.whatsappNumber), external: true },
  ];
  return (
    <>
      <PageMeta
        title={t('title')}
        description={t('description')}
        path="/contact"
        jsonLd={[
          travelAgency(business, t('common:defaultDescription')),
          faqPage(faq),
          breadcrumbList([
            { label: t('home'), path: '/' },
            { label: t('title'), path: '/contact' },
          ]),
        ]}
      />
      <section className="page-section" aria-labelledby="contact-title">
        <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('title') }]} />
        <h1 id="contact-title">{t('title')}</h1>
        <p className="section-intro">{t('intro')}</p>
        <ul className="contact-cards">
          {cards.map((card) => (
            <li key={card.key} className="card contact-card">
              <h2>{t(`cards.${card.key}.title`)}</h2>
              <p>{card.body}</p>
              <a
                className="button"
                href={card.href}
                {...(card.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                // contact_card_click is sent with the card's title, lower-cased (as shown, in the page's language).
                data-analytics-contact-card={t(`cards.${card.key}.title`).toLowerCase()}
              >
                {t(`cards.${card.key}.action`)}
                {card.external && <span className="visually-hidden"> {newTab}</span>}
              </a>
            </li>
          ))}
        </ul>
        <p className="hours">{t('hours', { hours: t('common:officeHours') })}</p>
      </section>
      <section className="page-section narrow" aria-labelledby="faq-title">
        <h2 id="faq-title">{t('faq:title')}</h2>
        <FaqAccordion items={faq} />
      </section>
    </>
  );
}
