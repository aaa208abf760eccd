/**
 * The English words of staff notifications. Field and value labels are the staff portal's own
 * (src/locales/en/admin-inquiries.json and admin-reviews.json), so a mail and the record it links to
 * name things alike; staff-strings.test.ts keeps them equal.
 */
import type { SubmissionKind } from './submissions.ts';

/** What arrived, as the first words of a subject and a push title. */
export const STAFF_KIND_TITLE: Record<SubmissionKind, string> = {
  tour_inquiry: 'New tour enquiry',
  custom_tour_request: 'New custom tour request',
  review: 'New tour review',
  custom_review: 'New custom tour review',
};

/** Why a record is overdue, as the portal's overdue mark says it. */
export const OVERDUE_LABEL = {
  no_response: 'No reply in 24 h',
  follow_up: 'Follow-up due',
} as const;

/** The pipeline's stages and field names, as the portal's pipeline editor names them. */
export const PIPELINE_STAGE = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
} as const;

export const PIPELINE_FIELDS = {
  stage: 'Stage',
  followUp: 'Follow-up date',
} as const;

/** What a custom request or custom review is about, where the others name a tour. */
export const TAILOR_MADE_TOUR = 'tailor-made tour';

/** The section of the portal each kind is listed in (the sidebar's names). */
export const PORTAL_SECTION: Record<SubmissionKind, string> = {
  tour_inquiry: 'Tour Inquiries',
  custom_tour_request: 'Custom Tour Requests',
  review: 'Reviews',
  custom_review: 'Custom Reviews',
};

export const REQUEST_FIELDS = {
  reference: 'Reference',
  tour: 'Tour',
  firstName: 'First Name',
  lastName: 'Last Name',
  fullName: 'Full Name',
  email: 'E-mail',
  phone: 'Phone',
  country: 'Country',
  preferredDate: 'Preferred Date',
  adults: 'Adults',
  children: 'Children',
  specialRequests: 'Special Requests',
  travelStart: 'Travel Start Date',
  travelEnd: 'Travel End Date',
  people: 'Number of People',
  budget: 'Budget Range (USD per person)',
  places: 'Tour Places',
  hotels: 'Hotel Preferences',
  requirements: 'Additional Requirements',
} as const;

export const REQUEST_VALUES = { flexible: 'Flexible' } as const;

export const PEOPLE: Record<string, string> = {
  '1': '1 person',
  '2': '2 people',
  '3-4': '3-4 people',
  '5-8': '5-8 people',
  '9-15': '9-15 people',
  '16+': '16 or more people',
};

export const BUDGET: Record<string, string> = {
  'under-1000': 'Under $1,000',
  '1000-2500': '$1,000 - $2,500',
  '2500-5000': '$2,500 - $5,000',
  '5000-10000': '$5,000 - $10,000',
  'above-10000': 'Above $10,000',
  flexible: 'Flexible',
};

export const REVIEW_FIELDS = {
  tour: 'Tour',
  tourId: 'Tour ID',
  tourType: 'Tour Type',
  bookingId: 'Booking ID',
  name: 'Name',
  email: 'E-mail',
  country: 'Country',
  ratings: 'Ratings',
  comment: 'Comment',
  recommendations: 'Recommendations',
  wouldRecommend: 'Would Recommend',
  validation: 'Customer Validation',
} as const;

export const TOUR_RATINGS = {
  overall: 'Overall Experience',
  quality: 'Tour Quality',
  locations: 'Destinations',
  amenities: 'Accommodations',
  service: 'Customer Service',
  price: 'Value for Money',
} as const;

export const CUSTOM_RATINGS = {
  overall: 'Overall Experience',
  quality: 'Tour Quality',
  service: 'Guide Service',
  value: 'Value for Money',
} as const;

export const REVIEW_VALUES = {
  ratingOf: (rating: number) => `${rating} out of 5`,
  notRated: 'Not rated',
  yes: 'Yes',
  no: 'No',
  validated: 'Validated Customer',
  notValidated: 'Not Validated',
  tour_inquiry: 'Tour inquiry with this e-mail',
  custom_tour_request: 'Custom tour request with this e-mail',
  none: 'No inquiry or request with this e-mail',
} as const;
