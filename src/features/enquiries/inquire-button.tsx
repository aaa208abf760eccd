import { useTranslation } from 'react-i18next';
import type { TourSummary } from '../../content/types';
import { whatsappLink } from '../../lib/whatsapp';

/** Inquire Now on the tour page. Until the Tour Inquiry modal is connected it opens WhatsApp. */
export function InquireButton({ tour }: { tour: TourSummary }) {
  const { t } = useTranslation('tours');
  return (
    <a
      className="button button-block"
      href={whatsappLink(t('detail.whatsappMessage', { tour: tour.title }))}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('detail.inquire')}
      <span className="visually-hidden"> {t('detail.opensInNewTab')}</span>
    </a>
  );
}
