/** Each submission of this feature carries its page's language (src/offline/submission-language.fixtures.ts). */
import { vi } from 'vitest';
import { describeSubmissionLanguage } from '../../../offline/submission-language.fixtures';

const submit = vi.fn((_input: { kind: string; payload: Record<string, unknown> }) =>
  Promise.resolve({ status: 'sent' }),
);
vi.mock('../../../offline/outbox-runtime', () => ({ submit }));

const { submitInquiry } = await import('./submit-inquiry');

const inquiry = {
  tourId: 'grand-circle-18day',
  tourTitle: 'Grand Circle',
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+44 7700 900123',
  country: 'United Kingdom',
  preferredDate: '',
  adults: 2,
  children: 0,
  message: '',
};
const SENDERS = [['tour_inquiry', () => submitInquiry(inquiry as never)]] as const;

describeSubmissionLanguage(submit, SENDERS);
