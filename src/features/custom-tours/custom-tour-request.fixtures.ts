import type { CustomTourRequest } from './custom-tour-request-schema';

/**
 * Jane's custom tour request as she fills in the form, for travel in July 2026 (the tests set the clock
 * before it): for the tests of the form's rules and of the form itself.
 */
export function janesRequest(): CustomTourRequest {
  return {
    fullName: 'Jane Doe',
    email: 'jane@example.com',
    phone: '+44 7700 900123',
    country: 'United Kingdom',
    travelStartDate: '2026-07-01',
    travelEndDate: '2026-07-14',
    numberOfPeople: '3-4',
    budgetRange: '2500-5000',
    tourPlaces: 'Sigiriya, Kandy, Ella',
    hotelPreferences: 'Boutique hotels',
    additionalRequirements: '',
  };
}
