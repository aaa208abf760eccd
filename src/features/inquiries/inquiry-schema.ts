/**
 * The Tour Inquiry form (spec §5 "Tour inquiry modal"): values, rules and the row sent to
 * `tour_inquiries`. Messages are keys of the `forms` namespace.
 */
import { z } from '../../lib/zod';
import { INQUIRY_ADULTS, INQUIRY_CHILDREN, TEXT_MAX_LENGTH } from '../../config/limits';
import { emailAddress, nullIfEmpty, optionalFutureDate, optionalText, requiredText } from '../../lib/form-rules';
import type { SubmissionLanguage, TablesInsert } from '../../types/database';

const MAX = TEXT_MAX_LENGTH.tour_inquiries;

export const inquirySchema = z.object({
  /** The tour's slug and title, set by the page, not typed by the visitor. */
  tourId: requiredText('errors.tourMissing', MAX.tour_id),
  tourTitle: requiredText('errors.tourMissing', MAX.tour_title),
  firstName: requiredText('errors.firstNameRequired', MAX.first_name),
  lastName: requiredText('errors.lastNameRequired', MAX.last_name),
  email: emailAddress('errors.emailRequired', 'errors.emailInvalid', MAX.email),
  phone: requiredText('errors.phoneRequired', MAX.phone),
  country: requiredText('errors.countryRequired', MAX.country),
  /** YYYY-MM-DD or '' (flexible). */
  preferredDate: optionalFutureDate('errors.futureDate'),
  adults: z
    .number()
    .int('errors.adultsRequired')
    .min(INQUIRY_ADULTS.min, 'errors.adultsRequired')
    .max(INQUIRY_ADULTS.max, 'errors.adultsMax'),
  children: z
    .number()
    .int('errors.childrenRange')
    .min(INQUIRY_CHILDREN.min, 'errors.childrenRange')
    .max(INQUIRY_CHILDREN.max, 'errors.childrenRange'),
  message: optionalText(MAX.message),
});

export type Inquiry = z.infer<typeof inquirySchema>;

/** An empty form for one tour, with the spec's defaults (1 adult, 0 children). */
export function inquiryDefaults(tour: { slug: string; title: string }): Inquiry {
  return {
    tourId: tour.slug,
    tourTitle: tour.title,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    country: '',
    preferredDate: '',
    adults: INQUIRY_ADULTS.default,
    children: INQUIRY_CHILDREN.default,
    message: '',
  };
}

/**
 * The columns the visitor sends. The outbox adds `id` and `submitted_at`; status and timestamps are the
 * database's (the server forces `pending`).
 */
export type InquiryRow = Required<
  Pick<
    TablesInsert<'tour_inquiries'>,
    | 'tour_id'
    | 'tour_title'
    | 'first_name'
    | 'last_name'
    | 'email'
    | 'phone'
    | 'country'
    | 'preferred_date'
    | 'adults'
    | 'children'
    | 'message'
    | 'language'
  >
>;

/** `language`: the language of the page the enquiry is sent from (the traveller's confirmation is in it). */
export function toRow(values: Inquiry, language: SubmissionLanguage): InquiryRow {
  return {
    tour_id: values.tourId,
    tour_title: values.tourTitle,
    first_name: values.firstName,
    last_name: values.lastName,
    email: values.email,
    phone: values.phone,
    country: values.country,
    preferred_date: nullIfEmpty(values.preferredDate),
    adults: values.adults,
    children: values.children,
    message: nullIfEmpty(values.message),
    language,
  };
}
