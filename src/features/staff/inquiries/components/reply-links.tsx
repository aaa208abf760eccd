import { useTranslation } from 'react-i18next';
import { mailtoHref, telHref, whatsappReplyHref } from '../reply-links';

interface ReplyLinksProps {
  phone: string;
  email: string;
  subject: string;
  whatsappText: string;
}

/** One-tap replies: each opens the admin's own app (WhatsApp, mail, phone) with the traveller filled in. */
export function ReplyLinks({ phone, email, subject, whatsappText }: ReplyLinksProps) {
  const { t } = useTranslation('admin-inquiries');
  return (
    <nav className="reply-links" aria-label={t('reply.heading')}>
      <a className="button" href={whatsappReplyHref(phone, whatsappText)} target="_blank" rel="noopener noreferrer">
        {t('reply.whatsapp')}
      </a>
      <a className="button button-light" href={mailtoHref(email, subject)}>
        {t('reply.email')}
      </a>
      <a className="button button-light" href={telHref(phone)}>
        {t('reply.call')}
      </a>
    </nav>
  );
}
