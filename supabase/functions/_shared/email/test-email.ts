/** The test e-mail an admin sends from the settings page: proof that staff notifications arrive. */
import { BUSINESS } from '../business.ts';
import { PORTAL_SETTINGS_PATH } from '../portal-links.ts';
import { ownLink, type EmailContent } from './content.ts';

export const TEST_SUBJECT = `Test notification from ${BUSINESS.name}`;

export function testEmail(origin: string): { subject: string; content: EmailContent } {
  const settings = ownLink(`${origin}${PORTAL_SETTINGS_PATH}`);
  return {
    subject: TEST_SUBJECT,
    content: {
      language: 'en',
      title: 'E-mail notifications work',
      preview: 'This address receives staff notifications.',
      blocks: [
        {
          type: 'paragraph',
          text: 'This is a test sent from the staff portal. This address receives e-mails about new tour enquiries, custom tour requests and reviews, as chosen in the notification settings.',
        },
        { type: 'button', text: 'Open notification settings', href: settings, fallback: 'Or open:' },
      ],
      footer: ['You receive this because a staff member sent a test notification.'],
    },
  };
}
