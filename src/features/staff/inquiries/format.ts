/**
 * Dates as the admin reads them, in the portal's language: a moment (created, updated), and a calendar day
 * (YYYY-MM-DD) read in UTC so no time zone moves it to the day before.
 */
export { formatCalendarDay as formatDay, formatDateTime } from '../../../lib/date-format';
