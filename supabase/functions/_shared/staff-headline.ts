/**
 * The one line that tells staff what arrived: "Jane Doe – Cultural Triangle 5 Days". The subject of the
 * staff e-mail and the body of the push start with it, so both read the same on a phone.
 */
import { formatDayRange } from './dates.ts';
import { PEOPLE, STAFF_KIND_TITLE, TAILOR_MADE_TOUR } from './staff-strings.ts';
import {
  readRating,
  readRatings,
  readText,
  travellerName,
  type SubmissionKind,
  type SubmissionRecord,
} from './submissions.ts';
import { cut, oneLine } from './text.ts';

// Each part is cut on its own first, so a very long name still leaves room for the tour.
const NAME_MAX = 60; // characters
const TOUR_MAX = 80; // characters

/** The traveller and what they wrote about, on one line. */
export function staffAbout(kind: SubmissionKind, record: SubmissionRecord | undefined): string {
  const name = cut(oneLine(travellerName(kind, record)), NAME_MAX) || 'Someone';
  const tour = cut(oneLine(readText(record, 'tour_title')), TOUR_MAX);
  const overall = readRating(readRatings(record), 'overall');
  const rated = overall === undefined ? '' : `, rated ${overall}/5`;
  switch (kind) {
    case 'tour_inquiry':
      return tour ? `${name} – ${tour}` : name;
    case 'custom_tour_request': {
      const peopleValue = oneLine(readText(record, 'number_of_people'));
      const people = PEOPLE[peopleValue] ?? cut(peopleValue, 20);
      const dates = oneLine(
        formatDayRange(readText(record, 'travel_start_date'), readText(record, 'travel_end_date'), 'en'),
      );
      return [`${name} – ${TAILOR_MADE_TOUR}`, people, cut(dates, 40)].filter(Boolean).join(', ');
    }
    case 'review':
      return `${tour ? `${name} – ${tour}` : name}${rated}`;
    case 'custom_review':
      return `${name} – ${TAILOR_MADE_TOUR}${rated}`;
  }
}

/** "New tour enquiry: Jane Doe – Cultural Triangle 5 Days", not yet cut to a subject's length. */
export function staffHeadline(kind: SubmissionKind, record: SubmissionRecord | undefined): string {
  return `${STAFF_KIND_TITLE[kind]}: ${staffAbout(kind, record)}`;
}
