import type { SubmissionKind } from '../../offline/outbox-items';

/**
 * The English kind the forms used to put at the front of an item's summary ("Tour inquiry · Sri Lanka Grand
 * Tour"); they store the subject alone now, but items queued on a device keep their summary until sent.
 */
const STORED_KIND_PREFIX: Record<SubmissionKind, string> = {
  tour_inquiry: 'Tour inquiry',
  custom_tour_request: 'Custom tour request',
  review: 'Tour review',
  custom_review: 'Custom tour review',
};

const SEPARATOR = ' · ';

/**
 * What an item is about (a tour's title, a traveller's name), from its stored summary. The outbox page
 * names the kind itself, in the visitor's language, so the summary's own English kind is dropped: it made
 * titles such as "Tour inquiry · Tour inquiry · Sri Lanka Grand Tour". A summary without that prefix is
 * the subject as it stands.
 */
export function outboxSubject(kind: string, summary: string): string {
  const prefix = STORED_KIND_PREFIX[kind as SubmissionKind];
  const subject =
    prefix && summary.startsWith(prefix + SEPARATOR) ? summary.slice(prefix.length + SEPARATOR.length) : summary;
  return subject.trim();
}

/** "Tour inquiry · Sri Lanka Grand Tour": the kind in the visitor's language, then the subject if there is one. */
export function outboxTitle(kindLabel: string, kind: string, summary: string): string {
  const subject = outboxSubject(kind, summary);
  return subject && subject.toLowerCase() !== kindLabel.toLowerCase()
    ? `${kindLabel}${SEPARATOR}${subject}`
    : kindLabel;
}
