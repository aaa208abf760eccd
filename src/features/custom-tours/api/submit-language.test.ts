/** Each submission of this feature carries its page's language (src/offline/submission-language.fixtures.ts). */
import { vi } from 'vitest';
import { describeSubmissionLanguage } from '../../../offline/submission-language.fixtures';

const submit = vi.fn((_input: { kind: string; payload: Record<string, unknown> }) =>
  Promise.resolve({ status: 'sent' }),
);
vi.mock('../../../offline/outbox-runtime', () => ({ submit }));

const { submitCustomTourRequest } = await import('./submit-custom-tour-request');

const request = {
  fullName: 'Jane Doe',
  email: 'jane@example.com',
  phone: '+44 7700 900123',
  country: 'United Kingdom',
  travelStartDate: '2030-07-01',
  travelEndDate: '2030-07-14',
  numberOfPeople: '3-4',
  budgetRange: '2500-5000',
  tourPlaces: 'Kandy',
  hotelPreferences: 'Boutique hotels',
  additionalRequirements: '',
};
const SENDERS = [['custom_tour_request', () => submitCustomTourRequest(request as never)]] as const;

describeSubmissionLanguage(submit, SENDERS);
