import { pageLanguage } from '../../../lib/i18n';
import { submit, type SubmitResult } from '../../../offline/outbox-runtime';
import { toRow, type CustomTourRequest } from '../custom-tour-request-schema';

export type CustomTourRequestResult = SubmitResult;

/**
 * Saves the request in the outbox, then tries to send it (spec §7: one write with the eleven fields).
 * A refusal is answered in the form with the server's reason; the refused copy waits in the outbox until
 * the visitor corrects it (the corrected request `replaces` it) or discards it. Rejects only when even
 * the device could not store it.
 */
export async function submitCustomTourRequest(
  values: CustomTourRequest,
  replaces?: string,
): Promise<CustomTourRequestResult> {
  return submit({
    replaces,
    kind: 'custom_tour_request',
    // The page's language, from its URL: the traveller's confirmation is written in it.
    payload: toRow(values, pageLanguage()),
    summary: values.fullName,
  });
}
