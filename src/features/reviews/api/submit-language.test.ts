/** Each submission of this feature carries its page's language (src/offline/submission-language.fixtures.ts). */
import { vi } from 'vitest';
import { describeSubmissionLanguage } from '../../../offline/submission-language.fixtures';

const submit = vi.fn((_input: { kind: string; payload: Record<string, unknown> }) =>
  Promise.resolve({ status: 'sent' }),
);
vi.mock('../../../offline/outbox-runtime', () => ({ submit }));

const { submitReview } = await import('./submit-review');
const { submitCustomReview } = await import('./submit-custom-review');

const review = {
  tourId: 'grand-circle-18day',
  tourTitle: 'Grand Circle',
  customerName: 'Jane Doe',
  email: 'jane@example.com',
  country: 'Germany',
  ratings: { overall: 5, quality: 4, locations: 5, amenities: 0, service: 5, price: 4 },
  comment: 'Wonderful driver, beautiful places.',
  recommendations: '',
  wouldRecommend: true,
};
const customReview = {
  customerName: 'Jane Doe',
  email: 'jane@example.com',
  country: 'Germany',
  ratings: { overall: 5, quality: 4, service: 5, value: 3 },
  comment: 'Wonderful driver, beautiful places.',
  wouldRecommend: true,
};

const SENDERS = [
  ['review', () => submitReview(review as never)],
  ['custom_review', () => submitCustomReview(customReview as never)],
] as const;

describeSubmissionLanguage(submit, SENDERS);
