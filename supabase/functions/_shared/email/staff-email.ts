/**
 * The e-mail to staff about a new submission, in English: what arrived in the subject, every field the
 * traveller sent with the portal's own labels, and a button to the record in the staff portal. Replying
 * writes to the traveller.
 */
import { formatDay, formatMoment } from '../dates.ts';
import { PORTAL_SETTINGS_PATH, portalPath, travellerReference } from '../portal-links.ts';
import { staffAbout, staffHeadline } from '../staff-headline.ts';
import {
  BUDGET,
  CUSTOM_RATINGS,
  PEOPLE,
  PORTAL_SECTION,
  REQUEST_FIELDS,
  REQUEST_VALUES,
  REVIEW_FIELDS,
  REVIEW_VALUES,
  STAFF_KIND_TITLE,
  TAILOR_MADE_TOUR,
  TOUR_RATINGS,
} from '../staff-strings.ts';
import {
  readBoolean,
  readRating,
  readRatings,
  readText,
  toLanguage,
  travellerName,
  type Language,
  type SubmissionKind,
  type SubmissionRecord,
} from '../submissions.ts';
import { cut, multiline, oneLine } from '../text.ts';
import { ownLink, type Block, type EmailContent, type Field } from './content.ts';

export const SUBJECT_MAX = 150; // characters
export const REPLY_TO_NAME_MAX = 100; // characters

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', de: 'German', fr: 'French' };
// A submission that reached the server this much later than it was sent waited on the device (offline).
const LATE_ARRIVAL_MS = 5 * 60_000; // 5 min

export interface StaffEmail {
  subject: string;
  content: EmailContent;
  replyTo?: { name: string; address: string };
}

// The shape every e-mail column is checked against (SQL `email_format`), minus what an address header
// must not carry even quoted: a traveller's address that does not fit gets no Reply-To, never a broken one.
const PLAIN_ADDRESS = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

export function replyAddress(value: string): string | undefined {
  const address = value.trim();
  return address.length <= 254 && PLAIN_ADDRESS.test(address) ? address : undefined;
}

const line = (record: SubmissionRecord, column: string) => oneLine(readText(record, column));
const block = (record: SubmissionRecord, column: string) => multiline(readText(record, column));

function yesNo(value: boolean | undefined): string {
  if (value === undefined) return '';
  return value ? REVIEW_VALUES.yes : REVIEW_VALUES.no;
}

function ratingList(record: SubmissionRecord, labels: Record<string, string>): string[] {
  const ratings = readRatings(record);
  return Object.entries(labels).map(([key, label]) => {
    const rating = readRating(ratings, key);
    return `${label}: ${rating === undefined ? REVIEW_VALUES.notRated : REVIEW_VALUES.ratingOf(rating)}`;
  });
}

function validation(record: SubmissionRecord): string {
  const validated = readBoolean(record, 'is_validated');
  if (validated === undefined) return '';
  const source = readText(record, 'validation_source');
  const how =
    source === 'tour_inquiry' || source === 'custom_tour_request' ? REVIEW_VALUES[source] : REVIEW_VALUES.none;
  return `${validated ? REVIEW_VALUES.validated : REVIEW_VALUES.notValidated} (${how})`;
}

function chosen(labels: Record<string, string>, value: string): string {
  return labels[value] ?? value;
}

function submittedFields(kind: SubmissionKind, record: SubmissionRecord): Field[] {
  const day = (column: string) => formatDay(readText(record, column), 'en');
  switch (kind) {
    case 'tour_inquiry':
      return [
        { label: REQUEST_FIELDS.tour, value: line(record, 'tour_title') },
        { label: REVIEW_FIELDS.tourId, value: line(record, 'tour_id') },
        { label: REQUEST_FIELDS.firstName, value: line(record, 'first_name') },
        { label: REQUEST_FIELDS.lastName, value: line(record, 'last_name') },
        { label: REQUEST_FIELDS.email, value: line(record, 'email') },
        { label: REQUEST_FIELDS.phone, value: line(record, 'phone') },
        { label: REQUEST_FIELDS.country, value: line(record, 'country') },
        { label: REQUEST_FIELDS.preferredDate, value: day('preferred_date') || REQUEST_VALUES.flexible },
        { label: REQUEST_FIELDS.adults, value: line(record, 'adults') },
        { label: REQUEST_FIELDS.children, value: line(record, 'children') },
        { label: REQUEST_FIELDS.specialRequests, value: block(record, 'message'), multiline: true },
      ];
    case 'custom_tour_request':
      return [
        { label: REQUEST_FIELDS.fullName, value: line(record, 'full_name') },
        { label: REQUEST_FIELDS.email, value: line(record, 'email') },
        { label: REQUEST_FIELDS.phone, value: line(record, 'phone') },
        { label: REQUEST_FIELDS.country, value: line(record, 'country') },
        { label: REQUEST_FIELDS.travelStart, value: day('travel_start_date') },
        { label: REQUEST_FIELDS.travelEnd, value: day('travel_end_date') },
        { label: REQUEST_FIELDS.people, value: chosen(PEOPLE, line(record, 'number_of_people')) },
        { label: REQUEST_FIELDS.budget, value: chosen(BUDGET, line(record, 'budget_range')) },
        { label: REQUEST_FIELDS.places, value: block(record, 'tour_places'), multiline: true },
        { label: REQUEST_FIELDS.hotels, value: block(record, 'hotel_preferences'), multiline: true },
        { label: REQUEST_FIELDS.requirements, value: block(record, 'additional_requirements'), multiline: true },
      ];
    case 'review':
      return [
        { label: REVIEW_FIELDS.tour, value: line(record, 'tour_title') },
        { label: REVIEW_FIELDS.tourId, value: line(record, 'tour_id') },
        { label: REVIEW_FIELDS.bookingId, value: line(record, 'booking_id') },
        { label: REVIEW_FIELDS.name, value: line(record, 'customer_name') },
        { label: REVIEW_FIELDS.email, value: line(record, 'email') },
        { label: REVIEW_FIELDS.country, value: line(record, 'country') },
        { label: REVIEW_FIELDS.ratings, value: ratingList(record, TOUR_RATINGS) },
        { label: REVIEW_FIELDS.comment, value: block(record, 'comment'), multiline: true },
        { label: REVIEW_FIELDS.recommendations, value: block(record, 'recommendations'), multiline: true },
        { label: REVIEW_FIELDS.wouldRecommend, value: yesNo(readBoolean(record, 'would_recommend')) },
        { label: REVIEW_FIELDS.validation, value: validation(record) },
      ];
    case 'custom_review':
      return [
        { label: REVIEW_FIELDS.tourType, value: line(record, 'tour_type') },
        { label: REVIEW_FIELDS.name, value: line(record, 'customer_name') },
        { label: REVIEW_FIELDS.email, value: line(record, 'email') },
        { label: REVIEW_FIELDS.country, value: line(record, 'country') },
        { label: REVIEW_FIELDS.ratings, value: ratingList(record, CUSTOM_RATINGS) },
        { label: REVIEW_FIELDS.comment, value: block(record, 'comment'), multiline: true },
        { label: REVIEW_FIELDS.wouldRecommend, value: yesNo(readBoolean(record, 'would_recommend')) },
        { label: REVIEW_FIELDS.validation, value: validation(record) },
      ];
  }
}

/** Language and times: the same for every kind. */
function trackingFields(record: SubmissionRecord): Field[] {
  const submitted = line(record, 'submitted_at');
  const received = line(record, 'created_at');
  const language = toLanguage(record.language);
  const fields: Field[] = [
    { label: 'Language', value: `${LANGUAGE_NAMES[language]} (${language})` },
    { label: 'Submitted', value: formatMoment(submitted, 'en') },
  ];
  const waited = new Date(received).getTime() - new Date(submitted).getTime();
  if (waited >= LATE_ARRIVAL_MS) {
    fields.push({
      label: 'Received',
      value: `${formatMoment(received, 'en')} (sent from the device when it was back online)`,
    });
  }
  return fields;
}

function intro(kind: SubmissionKind, name: string, tour: string): string {
  const approval = ' It waits for your approval before it is published on the site.';
  switch (kind) {
    case 'tour_inquiry':
      return `${name} sent an enquiry about ${tour || 'a tour'}. They were promised an answer within 24 hours.`;
    case 'custom_tour_request':
      return `${name} asked for a ${TAILOR_MADE_TOUR}. They were promised an answer within 24 hours.`;
    case 'review':
      return `${name} reviewed ${tour || 'a tour'}.${approval}`;
    case 'custom_review':
      return `${name} reviewed their ${TAILOR_MADE_TOUR}.${approval}`;
  }
}

export function staffEmail(kind: SubmissionKind, record: SubmissionRecord, origin: string): StaffEmail {
  const name = cut(oneLine(travellerName(kind, record)), REPLY_TO_NAME_MAX);
  const address = replyAddress(readText(record, 'email'));
  const tour = line(record, 'tour_title');
  const id = line(record, 'id');
  const portalUrl = `${origin}${portalPath(kind, id)}`;
  const blocks: Block[] = [
    { type: 'paragraph', text: intro(kind, name || 'Someone', tour) },
    {
      type: 'button',
      text: 'Open in the staff portal',
      href: ownLink(portalUrl),
      fallback: `Or open ${PORTAL_SECTION[kind]} in the portal:`,
    },
    { type: 'heading', text: 'Submitted details' },
    {
      type: 'fields',
      fields: [
        { label: REQUEST_FIELDS.reference, value: id ? travellerReference(id) : '' },
        ...submittedFields(kind, record),
        ...trackingFields(record),
      ],
    },
  ];
  return {
    subject: cut(oneLine(staffHeadline(kind, record)), SUBJECT_MAX),
    content: {
      language: 'en',
      title: STAFF_KIND_TITLE[kind],
      preview: staffAbout(kind, record),
      blocks: [...blocks, ...replyBlocks(name, address)],
      ...staffFooter(origin),
    },
    ...replyTo(name, address),
  };
}

/** The end of every staff mail: why they get it, and where to choose what they get. */
export function staffFooter(origin: string): Pick<EmailContent, 'footer' | 'footerLink'> {
  return {
    footer: ['You receive this because you are a staff member; choose which notifications you get in the settings.'],
    footerLink: { text: 'Notification settings', href: ownLink(`${origin}${PORTAL_SETTINGS_PATH}`) },
  };
}

/** Replying to a staff mail writes to the traveller, when their address can be a Reply-To. */
export function replyTo(name: string, address: string | undefined): Pick<StaffEmail, 'replyTo'> {
  return address ? { replyTo: { name: name || address, address } } : {};
}

/** The line that says so. */
export function replyBlocks(name: string, address: string | undefined): Block[] {
  return address
    ? [{ type: 'paragraph', text: `Reply to this e-mail to write to ${name || address} at ${address}.` }]
    : [];
}
