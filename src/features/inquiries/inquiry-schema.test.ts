import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { janesInquiry } from '../../lib/tour-inquiry.fixtures';
import { english, englishErrors, sentColumns, STAFF_COLUMNS } from '../../testing/form-schemas';
import { inquiryDefaults, inquirySchema, toRow, type Inquiry } from './inquiry-schema';

const TOUR = { slug: 'southern-coastal-explorer-6day', title: 'Southern Coastal Explorer' };
const errorsFor = (values: Inquiry) => englishErrors(inquirySchema, values);

const valid = (): Inquiry => ({
  ...inquiryDefaults(TOUR),
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+44 7700 900123',
  country: 'United Kingdom',
});

describe('inquirySchema', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 5, 15, 10, 30)); // 15 June 2026, local time
  });
  afterEach(() => vi.useRealTimers());

  it('starts with the spec defaults: 1 adult, 0 children, no date, no message', () => {
    // Everything the visitor types starts empty.
    const typed = ['firstName', 'lastName', 'email', 'phone', 'country', 'preferredDate', 'message'];
    expect(inquiryDefaults(TOUR)).toEqual({
      ...Object.fromEntries(typed.map((field) => [field, ''])),
      adults: 1,
      children: 0,
      tourId: TOUR.slug,
      tourTitle: TOUR.title,
    });
  });

  it('reports every required field of an empty form with the spec messages', () => {
    expect(errorsFor(inquiryDefaults(TOUR))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      country: 'Country is required',
    });
  });

  it('trims values: blanks are missing, and what is kept has no outer spaces', () => {
    const blanks = { ...valid(), firstName: '  ', lastName: '\t', email: ' ', phone: ' ', country: '  ' };
    expect(Object.keys(errorsFor(blanks))).toEqual(['firstName', 'lastName', 'email', 'phone', 'country']);
    const parsed = inquirySchema.parse({
      ...valid(),
      firstName: ' Jane ',
      email: ' jane@example.com ',
      message: ' Hi ',
    });
    expect(parsed).toMatchObject({ firstName: 'Jane', email: 'jane@example.com', message: 'Hi' });
  });

  it.each(['jane', 'jane@', 'jane@example', 'jane doe@example.com', '@example.com', 'jane@@example.com'])(
    'refuses the e-mail %j with "Please enter a valid email"',
    (email) => {
      expect(errorsFor({ ...valid(), email })).toEqual({ email: 'Please enter a valid email' });
    },
  );

  it('accepts a valid form, message and date being optional', () => {
    expect(errorsFor(valid())).toEqual({});
  });

  it('refuses a preferred date before today with "Please select a future date"; today and later pass', () => {
    expect(errorsFor({ ...valid(), preferredDate: '2026-06-14' })).toEqual({
      preferredDate: 'Please select a future date',
    });
    expect(errorsFor({ ...valid(), preferredDate: '2025-12-31' })).toEqual({
      preferredDate: 'Please select a future date',
    });
    expect(errorsFor({ ...valid(), preferredDate: '2026-06-15' })).toEqual({});
    expect(errorsFor({ ...valid(), preferredDate: '2027-01-02' })).toEqual({});
  });

  it('refuses a date that is not a calendar day', () => {
    expect(errorsFor({ ...valid(), preferredDate: '2027-02-30' })).toEqual({
      preferredDate: 'Please enter a valid date',
    });
    expect(errorsFor({ ...valid(), preferredDate: 'soon' })).toEqual({ preferredDate: 'Please enter a valid date' });
  });

  it('needs at least one adult and at most 10; children 0 to 8', () => {
    expect(errorsFor({ ...valid(), adults: 0 })).toEqual({ adults: 'At least one adult is required' });
    expect(errorsFor({ ...valid(), adults: 1.5 })).toEqual({ adults: 'At least one adult is required' });
    expect(errorsFor({ ...valid(), adults: 11 })).toEqual({
      adults: 'For more than 10 adults, please send a custom tour request',
    });
    expect(errorsFor({ ...valid(), adults: 10, children: 8 })).toEqual({});
    expect(errorsFor({ ...valid(), children: -1 })).toEqual({ children: 'Please choose between 0 and 8 children' });
    expect(errorsFor({ ...valid(), children: 9 })).toEqual({ children: 'Please choose between 0 and 8 children' });
  });

  it('refuses text over the column caps', () => {
    expect(errorsFor({ ...valid(), firstName: 'x'.repeat(101), message: 'y'.repeat(2001) })).toEqual({
      firstName: 'This text is too long. Please shorten it.',
      message: 'This text is too long. Please shorten it.',
    });
  });
});

describe('inquiry texts', () => {
  it('has the spec texts for the modal states', () => {
    expect(english('inquiry.submitting')).toBe('Sending Inquiry...');
    expect(english('inquiry.outcome.failed')).toBe('Please contact us directly via WhatsApp which will open shortly.');
  });
});

describe('toRow', () => {
  it('sends exactly the insertable columns of tour_inquiries that the visitor owns', () => {
    const row = toRow(inquirySchema.parse(valid()), 'en');
    const expected = sentColumns('tour_inquiries', STAFF_COLUMNS);
    expect(Object.keys(row).sort()).toEqual(expected.sort());
    expect(row).not.toHaveProperty('status');
  });

  it('maps camelCase values to snake_case columns, empty optionals to null', () => {
    expect(toRow(inquirySchema.parse({ ...valid(), adults: 2, children: 1 }), 'de')).toEqual({
      ...janesInquiry(TOUR),
      message: null,
      language: 'de',
    });
    const row = toRow({ ...valid(), preferredDate: '2030-01-02', message: 'Vegetarian meals' }, 'fr');
    expect(row).toMatchObject({ preferred_date: '2030-01-02', message: 'Vegetarian meals', language: 'fr' });
  });
});
