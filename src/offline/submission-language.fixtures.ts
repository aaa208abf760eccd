/**
 * The shared cases of the features' `submit-language.test.ts`: every public submission carries the language of
 * the page it was sent from, so the traveller's confirmation is written in it. An item queued before this (no
 * `language`) still sends: the column defaults to 'en' (tests/db/notification-queue.test.ts).
 *
 * `submit` is the file's mock of outbox-runtime's `submit` (vi.mock is hoisted per test file, so each file
 * makes its own); `senders` pairs each outbox kind with a call that submits one valid item of it.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';

export type LanguageSender = readonly [kind: string, send: () => Promise<unknown>];

export function describeSubmissionLanguage(submit: Mock, senders: readonly LanguageSender[]): void {
  describe('the language a submission carries', () => {
    beforeEach(() => submit.mockClear());
    afterEach(() => vi.unstubAllGlobals());

    it.each(senders.flatMap(([kind, send]) => (['de', 'fr'] as const).map((lang) => [kind, lang, send] as const)))(
      '%s sent from a /%s page carries that language',
      async (kind, lang, send) => {
        vi.stubGlobal('location', { pathname: `/${lang}/tours/grand-circle-18day` });
        await send();
        expect(submit).toHaveBeenCalledTimes(1);
        expect(submit.mock.calls[0]?.[0]).toMatchObject({ kind, payload: { language: lang } });
      },
    );

    it.each(senders)('%s sent from an unprefixed (English) page carries en', async (kind, send) => {
      vi.stubGlobal('location', { pathname: '/tours/grand-circle-18day' });
      await send();
      expect(submit.mock.calls[0]?.[0]).toMatchObject({ kind, payload: { language: 'en' } });
    });
  });
}
