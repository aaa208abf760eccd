import { pageLanguage } from '../../../lib/i18n';
import { submit, type SubmitResult } from '../../../offline/outbox-runtime';
import { toRow, type Inquiry } from '../inquiry-schema';

export type InquiryResult = SubmitResult;

/**
 * Saves the inquiry in the outbox, then tries to send it (spec §7 "Public tour inquiry"). Rejects only
 * when even the device could not store it.
 */
export async function submitInquiry(values: Inquiry, replaces?: string): Promise<InquiryResult> {
  return submit({
    replaces,
    kind: 'tour_inquiry',
    // The page's language, from its URL: the traveller's confirmation is written in it.
    payload: toRow(values, pageLanguage()),
    summary: values.tourTitle,
  });
}
