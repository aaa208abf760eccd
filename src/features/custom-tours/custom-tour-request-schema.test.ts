import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUDGET_RANGE_OPTIONS, NUMBER_OF_PEOPLE_OPTIONS } from '../../config/limits';
import { english, englishErrors, sentColumns, STAFF_COLUMNS } from '../../testing/form-schemas';
import {
  customTourRequestDefaults,
  customTourRequestSchema,
  toRow,
  type CustomTourRequest,
} from './custom-tour-request-schema';
import { janesRequest } from './custom-tour-request.fixtures';

const errorsFor = (values: CustomTourRequest) => englishErrors(customTourRequestSchema, values);

const valid = janesRequest;

describe('customTourRequestSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 23, 50)); // 15 June 2026, late evening local time
  });
  afterEach(() => vi.useRealTimers());

  it('reports every required field of an empty form; additional requirements are optional', () => {
    expect(errorsFor(customTourRequestDefaults())).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      country: 'Country is required',
      travelStartDate: 'Please select your travel start date',
      travelEndDate: 'Please select your travel end date',
      numberOfPeople: 'Please select the number of people',
      budgetRange: 'Please select a budget range',
      tourPlaces: 'Please tell us which places you would like to visit',
      hotelPreferences: 'Please tell us your hotel preferences',
    });
  });

  it('accepts a complete request and trims every text', () => {
    expect(errorsFor(valid())).toEqual({});
    const parsed = customTourRequestSchema.parse({
      ...valid(),
      fullName: '  Jane Doe ',
      tourPlaces: '\nElla\n',
      additionalRequirements: '  ',
    });
    expect(parsed).toMatchObject({ fullName: 'Jane Doe', tourPlaces: 'Ella', additionalRequirements: '' });
    const blanks = { ...valid(), fullName: ' ', tourPlaces: '  ', hotelPreferences: '\t' };
    expect(Object.keys(errorsFor(blanks))).toEqual(['fullName', 'tourPlaces', 'hotelPreferences']);
  });

  it('refuses a malformed e-mail with "Please enter a valid email"', () => {
    expect(errorsFor({ ...valid(), email: 'jane@example' })).toEqual({ email: 'Please enter a valid email' });
  });

  it('refuses a start before today, allows today, and needs the end on or after the start', () => {
    expect(errorsFor({ ...valid(), travelStartDate: '2026-06-14' })).toEqual({
      travelStartDate: 'Please select a future date',
    });
    expect(errorsFor({ ...valid(), travelStartDate: '2026-06-15', travelEndDate: '2026-06-15' })).toEqual({});
    expect(errorsFor({ ...valid(), travelEndDate: '2026-06-30' })).toEqual({
      travelEndDate: 'End date must be on or after the start date',
    });
  });

  it('accepts only the listed group sizes and budgets', () => {
    for (const numberOfPeople of NUMBER_OF_PEOPLE_OPTIONS)
      expect(errorsFor({ ...valid(), numberOfPeople })).toEqual({});
    for (const budgetRange of BUDGET_RANGE_OPTIONS) expect(errorsFor({ ...valid(), budgetRange })).toEqual({});
    expect(errorsFor({ ...valid(), numberOfPeople: '17', budgetRange: 'cheap' })).toEqual({
      numberOfPeople: 'Please select the number of people',
      budgetRange: 'Please select a budget range',
    });
  });

  it('offers the spec options in the spec order', () => {
    // The stored values are the database's (tests/db/limits.test.ts); the spec names the options by their labels.
    expect(NUMBER_OF_PEOPLE_OPTIONS.map((option) => english(`customTour.people.${option}`))).toEqual([
      '1 person',
      '2 people',
      '3-4 people',
      '5-8 people',
      '9-15 people',
      '16 or more people',
    ]);
    expect(BUDGET_RANGE_OPTIONS.map((option) => english(`customTour.budget.${option}`))).toEqual([
      'Under $1,000',
      '$1,000 - $2,500',
      '$2,500 - $5,000',
      '$5,000 - $10,000',
      'Above $10,000',
      'Flexible',
    ]);
    expect(english('customTour.fields.budgetRange')).toBe('Budget Range (USD per person)');
  });

  it('has the spec texts for the form states', () => {
    expect(english('customTour.submitting')).toBe('Submitting Request...');
    expect(english('customTour.outcome.delivered')).toBe(
      "Thank you! Your custom tour request has been submitted successfully. We'll contact you within 24 hours.",
    );
    expect(english('customTour.outcome.failed')).toBe('Something went wrong. Please try again or contact us directly.');
  });
});

describe('toRow', () => {
  it('sends exactly the eleven form columns of custom_tour_requests and the page language', () => {
    const row = toRow(valid(), 'en');
    const expected = sentColumns('custom_tour_requests', STAFF_COLUMNS);
    expect(Object.keys(row).sort()).toEqual(expected.sort());
    expect(Object.keys(row)).toHaveLength(12);
  });

  it('maps to snake_case and stores no additional requirements as null', () => {
    expect(toRow(valid(), 'fr')).toEqual({
      full_name: 'Jane Doe',
      email: 'jane@example.com',
      phone: '+44 7700 900123',
      country: 'United Kingdom',
      travel_start_date: '2026-07-01',
      travel_end_date: '2026-07-14',
      number_of_people: '3-4',
      budget_range: '2500-5000',
      tour_places: 'Sigiriya, Kandy, Ella',
      hotel_preferences: 'Boutique hotels',
      additional_requirements: null,
      language: 'fr',
    });
    expect(toRow({ ...valid(), additionalRequirements: 'Child seat' }, 'de').additional_requirements).toBe(
      'Child seat',
    );
  });
});
