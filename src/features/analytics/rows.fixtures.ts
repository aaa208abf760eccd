/** One event as the tracker hands it to buildRow: a tour view on the English site. */
import type { RowInput } from './rows';

export const TOUR_VIEW: RowInput = {
  id: '11111111-1111-4111-8111-111111111111',
  sessionId: '22222222-2222-4222-8222-222222222222',
  name: 'tour_view',
  path: '/tours/ella',
  language: 'en',
  at: Date.parse('2026-11-21T10:00:00Z'),
};
