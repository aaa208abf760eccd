/**
 * The confirmation a traveller gets in the language of the page they used. An inquiry or a custom tour
 * request: the reference the form showed, the promise of an answer within 24 hours, a summary of what
 * they sent and the ways to reach the business now. A review: a short thank-you saying it is published
 * after approval.
 */
import { BUSINESS, BUSINESS_LINKS, WHATSAPP_DISPLAY } from '../business.ts';
import { formatDay } from '../dates.ts';
import { travellerReference } from '../portal-links.ts';
import { greetingName, readText, type Language, type SubmissionKind, type SubmissionRecord } from '../submissions.ts';
import { cut, multiline, oneLine } from '../text.ts';
import { ownLink, type Block, type ContactItem, type EmailContent, type Field } from './content.ts';
import { fill, TRAVELLER_STRINGS, type TravellerStrings } from './traveller-strings.ts';

export const TRAVELLER_SUBJECT_MAX = 150; // characters
const SUBJECT_TOUR_MAX = 80; // characters of a tour title inside the subject

export interface TravellerEmail {
  subject: string;
  content: EmailContent;
}

const line = (record: SubmissionRecord, column: string) => oneLine(readText(record, column));
const block = (record: SubmissionRecord, column: string) => multiline(readText(record, column));

/** A greeting with the name filled in; without a name, "Hello ," becomes "Hello,". */
function greet(template: string, values: Record<string, string>): string {
  const text = fill(template, values);
  return values.name ? text : text.replace(/ +,/g, ',');
}

function contacts(strings: TravellerStrings): ContactItem[] {
  const { contacts: c } = strings;
  return [
    { label: c.whatsapp, note: c.whatsappNote, text: WHATSAPP_DISPLAY, href: ownLink(BUSINESS_LINKS.whatsapp) },
    { label: c.phone, note: c.phoneNote, text: BUSINESS.phone, href: ownLink(BUSINESS_LINKS.phone) },
    { label: c.email, text: BUSINESS.email, href: ownLink(BUSINESS_LINKS.email) },
  ];
}

function inquiryFields(record: SubmissionRecord, language: Language, strings: TravellerStrings): Field[] {
  const { fields, tour, flexible } = strings.inquiry;
  return [
    { label: tour, value: line(record, 'tour_title') },
    { label: fields.firstName, value: line(record, 'first_name') },
    { label: fields.lastName, value: line(record, 'last_name') },
    { label: fields.email, value: line(record, 'email') },
    { label: fields.phone, value: line(record, 'phone') },
    { label: fields.country, value: line(record, 'country') },
    { label: fields.preferredDate, value: formatDay(readText(record, 'preferred_date'), language) || flexible },
    { label: fields.adults, value: line(record, 'adults') },
    { label: fields.children, value: line(record, 'children') },
    { label: fields.message, value: block(record, 'message'), multiline: true },
  ];
}

function customTourFields(record: SubmissionRecord, language: Language, strings: TravellerStrings): Field[] {
  const { fields, people, budget } = strings.customTour;
  const chosen = (labels: Record<string, string>, column: string) => {
    const value = line(record, column);
    return labels[value] ?? value;
  };
  return [
    { label: fields.fullName, value: line(record, 'full_name') },
    { label: fields.email, value: line(record, 'email') },
    { label: fields.phone, value: line(record, 'phone') },
    { label: fields.country, value: line(record, 'country') },
    { label: fields.travelStartDate, value: formatDay(readText(record, 'travel_start_date'), language) },
    { label: fields.travelEndDate, value: formatDay(readText(record, 'travel_end_date'), language) },
    { label: fields.numberOfPeople, value: chosen(people, 'number_of_people') },
    { label: fields.budgetRange, value: chosen(budget, 'budget_range') },
    { label: fields.tourPlaces, value: block(record, 'tour_places'), multiline: true },
    { label: fields.hotelPreferences, value: block(record, 'hotel_preferences'), multiline: true },
    { label: fields.additionalRequirements, value: block(record, 'additional_requirements'), multiline: true },
  ];
}

export function travellerEmail(
  kind: SubmissionKind,
  record: SubmissionRecord,
  language: Language,
  origin: string,
): TravellerEmail {
  const strings = TRAVELLER_STRINGS[language];
  const id = line(record, 'id');
  const reference = id ? travellerReference(id) : '';
  const referenceLine = reference ? fill(strings.reference, { reference }) : '';
  const name = cut(oneLine(greetingName(kind, record)), 100);
  const tour = line(record, 'tour_title');
  const signOff = fill(strings.signOff, { business: BUSINESS.name });
  const footerLink = { text: BUSINESS.name, href: ownLink(origin) };

  if (kind === 'review' || kind === 'custom_review') {
    const { review } = strings;
    const details = [kind === 'review' && tour ? fill(review.tour, { tour }) : '', referenceLine].filter(Boolean);
    const blocks: Block[] = [
      { type: 'paragraph', text: greet(review.hello, { name }) },
      { type: 'paragraph', text: review.thanks },
      { type: 'paragraph', text: review.why },
      ...(details.length ? [{ type: 'paragraph' as const, text: details.join('\n') }] : []),
      { type: 'paragraph', text: signOff },
    ];
    return {
      subject: review.subject,
      content: { language, title: review.subject, preview: review.thanks, blocks, footer: [review.footer], footerLink },
    };
  }

  const isInquiry = kind === 'tour_inquiry';
  const texts = isInquiry ? strings.inquiry : strings.customTour;
  const subjectTour = cut(tour, SUBJECT_TOUR_MAX);
  const subject = cut(oneLine(fill(texts.subject, { tour: subjectTour, reference })), TRAVELLER_SUBJECT_MAX);
  const fields = isInquiry ? inquiryFields(record, language, strings) : customTourFields(record, language, strings);
  const blocks: Block[] = [
    { type: 'paragraph', text: greet(texts.greeting, { name, tour }) },
    { type: 'paragraph', text: `${strings.promise} ${strings.summaryIntro}` },
    ...(referenceLine
      ? [
          { type: 'paragraph' as const, text: referenceLine, strong: true },
          { type: 'paragraph' as const, text: strings.quoteReference },
        ]
      : []),
    { type: 'heading', text: texts.summaryHeading },
    { type: 'fields', fields },
    { type: 'heading', text: strings.contacts.heading },
    { type: 'contacts', items: contacts(strings) },
    { type: 'paragraph', text: signOff },
  ];
  return {
    subject,
    content: {
      language,
      title: texts.title,
      preview: [strings.promise, referenceLine].filter(Boolean).join(' '),
      blocks,
      footer: [texts.footer],
      footerLink,
    },
  };
}
