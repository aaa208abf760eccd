import { describe, expect, it } from 'vitest';
import requests from '../../../src/locales/en/admin-inquiries.json';
import adminReviews from '../../../src/locales/en/admin-reviews.json';
import {
  BUDGET,
  CUSTOM_RATINGS,
  OVERDUE_LABEL,
  PEOPLE,
  PIPELINE_FIELDS,
  PIPELINE_STAGE,
  REQUEST_FIELDS,
  REQUEST_VALUES,
  REVIEW_FIELDS,
  REVIEW_VALUES,
  TOUR_RATINGS,
} from './staff-strings.ts';

describe('staff notification labels', () => {
  it('are the staff portal’s request labels', () => {
    for (const [key, label] of Object.entries(REQUEST_FIELDS)) {
      expect(label, key).toBe(requests.fields[key as keyof typeof requests.fields]);
    }
    expect(REQUEST_VALUES.flexible).toBe(requests.values.flexible);
    expect(PEOPLE).toEqual(requests.people);
    expect(BUDGET).toEqual(requests.budget);
  });

  it('are the staff portal’s pipeline and overdue labels', () => {
    expect(PIPELINE_STAGE).toEqual(requests.stage);
    for (const [key, label] of Object.entries(PIPELINE_FIELDS)) {
      expect(label, key).toBe(requests.pipeline[key as keyof typeof requests.pipeline]);
    }
    expect(OVERDUE_LABEL.no_response).toBe(requests.overdue.no_response);
    expect(OVERDUE_LABEL.follow_up).toBe(requests.overdue.follow_up);
  });

  it('are the staff portal’s review labels', () => {
    for (const [key, label] of Object.entries(REVIEW_FIELDS)) {
      expect(label, key).toBe(adminReviews.fields[key as keyof typeof adminReviews.fields]);
    }
    expect(TOUR_RATINGS).toEqual(adminReviews.tourRatings);
    expect(CUSTOM_RATINGS).toEqual(adminReviews.customRatings);
    expect(REVIEW_VALUES.ratingOf(4)).toBe(adminReviews.ratingOf.replace('{{rating}}', '4'));
    expect(REVIEW_VALUES.notRated).toBe(adminReviews.notRated);
    expect(REVIEW_VALUES.yes).toBe(adminReviews.yes);
    expect(REVIEW_VALUES.no).toBe(adminReviews.no);
    expect(REVIEW_VALUES.validated).toBe(adminReviews.validation.validated);
    expect(REVIEW_VALUES.notValidated).toBe(adminReviews.validation.notValidated);
    expect(REVIEW_VALUES.tour_inquiry).toBe(adminReviews.validation.tour_inquiry);
    expect(REVIEW_VALUES.custom_tour_request).toBe(adminReviews.validation.custom_tour_request);
    expect(REVIEW_VALUES.none).toBe(adminReviews.validation.none);
  });
});
