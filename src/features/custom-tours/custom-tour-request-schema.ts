/**
 * The custom tour request form (spec §3 "Custom tour request", §5): eleven fields, all required but
 * additionalRequirements. Messages are keys of the `forms` namespace.
 */
import { z } from '../../lib/zod';
import { BUDGET_RANGE_OPTIONS, NUMBER_OF_PEOPLE_OPTIONS, TEXT_MAX_LENGTH } from '../../config/limits';
import { emailAddress, nullIfEmpty, optionalText, requiredFutureDate, requiredText } from '../../lib/form-rules';
import type { SubmissionLanguage, TablesInsert } from '../../types/database';

const MAX = TEXT_MAX_LENGTH.custom_tour_requests;

/** One of `options`; '' (the "Please select" choice) or anything else reports `message`. */
const choice = (options: readonly string[], message: string) =>
  z.string().refine((value) => options.includes(value), message);

export const customTourRequestSchema = z
  .object({
    fullName: requiredText('errors.fullNameRequired', MAX.full_name),
    email: emailAddress('errors.emailRequired', 'errors.emailInvalid', MAX.email),
    phone: requiredText('errors.phoneRequired', MAX.phone),
    country: requiredText('errors.countryRequired', MAX.country),
    travelStartDate: requiredFutureDate('errors.startDateRequired', 'errors.futureDate'),
    travelEndDate: requiredFutureDate('errors.endDateRequired', 'errors.futureDate'),
    numberOfPeople: choice(NUMBER_OF_PEOPLE_OPTIONS, 'errors.numberOfPeopleRequired'),
    budgetRange: choice(BUDGET_RANGE_OPTIONS, 'errors.budgetRangeRequired'),
    tourPlaces: requiredText('errors.tourPlacesRequired', MAX.tour_places),
    hotelPreferences: requiredText('errors.hotelPreferencesRequired', MAX.hotel_preferences),
    additionalRequirements: optionalText(MAX.additional_requirements),
  })
  // Both dates are YYYY-MM-DD, which compare like the days they name.
  .refine(
    (values) => !values.travelStartDate || !values.travelEndDate || values.travelEndDate >= values.travelStartDate,
    {
      path: ['travelEndDate'],
      message: 'errors.endBeforeStart',
    },
  );

export type CustomTourRequest = z.infer<typeof customTourRequestSchema>;

export function customTourRequestDefaults(): CustomTourRequest {
  return {
    fullName: '',
    email: '',
    phone: '',
    country: '',
    travelStartDate: '',
    travelEndDate: '',
    numberOfPeople: '',
    budgetRange: '',
    tourPlaces: '',
    hotelPreferences: '',
    additionalRequirements: '',
  };
}

/** The columns the visitor sends; the outbox adds `id` and `submitted_at`, the database the rest. */
export type CustomTourRequestRow = Required<
  Pick<
    TablesInsert<'custom_tour_requests'>,
    | 'full_name'
    | 'email'
    | 'phone'
    | 'country'
    | 'travel_start_date'
    | 'travel_end_date'
    | 'number_of_people'
    | 'budget_range'
    | 'tour_places'
    | 'hotel_preferences'
    | 'additional_requirements'
    | 'language'
  >
>;

/** `language`: the language of the page the request is sent from (the traveller's confirmation is in it). */
export function toRow(values: CustomTourRequest, language: SubmissionLanguage): CustomTourRequestRow {
  return {
    full_name: values.fullName,
    email: values.email,
    phone: values.phone,
    country: values.country,
    travel_start_date: values.travelStartDate,
    travel_end_date: values.travelEndDate,
    number_of_people: values.numberOfPeople,
    budget_range: values.budgetRange,
    tour_places: values.tourPlaces,
    hotel_preferences: values.hotelPreferences,
    additional_requirements: nullIfEmpty(values.additionalRequirements),
    language,
  };
}
