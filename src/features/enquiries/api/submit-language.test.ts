/**
 * Every public submission carries the language of the page it was sent from, so the traveller's
 * confirmation is written in it. An item queued before this (no `language`) still sends: the column
 * defaults to 'en' (tests/db/notification-queue.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

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

describe('the language a submission carries', () => {
  beforeEach(() => submit.mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it.each(SENDERS.flatMap(([kind, send]) => (['de', 'fr'] as const).map((lang) => [kind, lang, send] as const)))(
    '%s sent from a /%s page carries that language',
    async (kind, lang, send) => {
      vi.stubGlobal('location', { pathname: `/${lang}/tours/grand-circle-18day` });
      await send();
      expect(submit).toHaveBeenCalledTimes(1);
      expect(submit.mock.calls[0]?.[0]).toMatchObject({ kind, payload: { language: lang } });
    },
  );

  it.each(SENDERS)('%s sent from an unprefixed (English) page carries en', async (kind, send) => {
    vi.stubGlobal('location', { pathname: '/tours/grand-circle-18day' });
    await send();
    expect(submit.mock.calls[0]?.[0]).toMatchObject({ kind, payload: { language: 'en' } });
  });
});
