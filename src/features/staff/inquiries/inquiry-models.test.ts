import { describe, expect, it } from 'vitest';
import { janesInquiry } from '../../../lib/tour-inquiry.fixtures';
import {
  shortReference,
  toCustomTourRequest,
  toInquiry,
  toStatus,
  type CustomTourRequestListRow,
  type InquiryListRow,
} from './inquiry-models';

const inquiryRow: InquiryListRow = {
  id: '3f2a9c1e-0000-4000-8000-000000000001',
  ...janesInquiry({ slug: 'sri-lanka-highlights-10day', title: 'Sri Lanka Highlights' }),
  message: '   ',
  status: 'pending',
  internal_note: null,
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  search_text: null,
  stage: 'new',
  cancel_reason: null,
  owner_id: null,
  follow_up_on: null,
  quote_usd: null,
  last_reply_at: null,
  first_response_at: null,
};

const requestRow: CustomTourRequestListRow = {
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  full_name: 'Raj Patel',
  email: 'raj@example.com',
  phone: '0049 170 1234567',
  country: 'Germany',
  travel_start_date: '2027-01-10',
  travel_end_date: '2027-01-20',
  number_of_people: '3-4',
  budget_range: '2500-5000',
  tour_places: 'Sigiriya, Kandy',
  hotel_preferences: 'Boutique',
  additional_requirements: 'No',
  status: 'confirmed',
  internal_note: 'Prefers WhatsApp',
  created_at: '2026-11-02T10:00:00Z',
  updated_at: '2026-11-03T10:00:00Z',
  search_text: null,
  stage: 'new',
  cancel_reason: null,
  owner_id: null,
  follow_up_on: null,
  quote_usd: null,
  last_reply_at: null,
  first_response_at: null,
};

describe('toStatus', () => {
  it('keeps the three statuses and treats anything else as pending (spec §4)', () => {
    expect(toStatus('confirmed')).toBe('confirmed');
    expect(toStatus('cancelled')).toBe('cancelled');
    expect(toStatus('')).toBe('pending');
    expect(toStatus(null)).toBe('pending');
    expect(toStatus('archived')).toBe('pending');
  });
});

describe('toInquiry', () => {
  it('joins the name and turns blank message and date into null (shown as None / Flexible)', () => {
    const inquiry = toInquiry(inquiryRow);
    expect(inquiry.name).toBe('Jane Doe');
    expect(inquiry.message).toBeNull();
    expect(inquiry.preferredDate).toBeNull();
    expect(inquiry.tourTitle).toBe('Sri Lanka Highlights');
  });

  it('keeps a written message', () => {
    expect(toInquiry({ ...inquiryRow, message: 'Vegetarian meals' }).message).toBe('Vegetarian meals');
  });

  it('carries the internal note, blank as none', () => {
    expect(toInquiry(inquiryRow).internalNote).toBeNull();
    expect(toInquiry({ ...inquiryRow, internal_note: '  ' }).internalNote).toBeNull();
    expect(toInquiry({ ...inquiryRow, internal_note: 'Called on Monday' }).internalNote).toBe('Called on Monday');
    expect(toCustomTourRequest(requestRow).internalNote).toBe('Prefers WhatsApp');
  });
});

describe('toCustomTourRequest', () => {
  it("treats 'no' (any case) and blank additional requirements as none", () => {
    expect(toCustomTourRequest(requestRow).additionalRequirements).toBeNull();
    expect(toCustomTourRequest({ ...requestRow, additional_requirements: null }).additionalRequirements).toBeNull();
    expect(toCustomTourRequest({ ...requestRow, additional_requirements: ' ' }).additionalRequirements).toBeNull();
    expect(
      toCustomTourRequest({ ...requestRow, additional_requirements: 'Nothing spicy' }).additionalRequirements,
    ).toBe('Nothing spicy');
  });

  it('turns blank tour places into null (shown as Not specified)', () => {
    expect(toCustomTourRequest({ ...requestRow, tour_places: '  ' }).tourPlaces).toBeNull();
    expect(toCustomTourRequest(requestRow).tourPlaces).toBe('Sigiriya, Kandy');
  });
});

describe('shortReference', () => {
  it('is the first block of the id in capitals', () => {
    expect(shortReference(inquiryRow.id)).toBe('3F2A9C1E');
  });
});
