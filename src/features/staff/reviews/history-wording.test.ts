import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/date-format';
import { staffT } from '../../../testing/render-staff';
import { historyChanges } from '../shared/history-wording';
import { reviewHistoryWording } from './history-wording';

const words = { none: 'none', yes: 'Yes', no: 'No' };
const wording = reviewHistoryWording(staffT('admin-reviews'), 'en');
const DECIDED = '2026-03-03T09:30:00Z';

describe('reviewHistoryWording', () => {
  it('words a decision as the details above it do: the status badge, the note, the time reviewed', () => {
    expect(
      historyChanges(
        { status: ['pending', 'approved'], admin_notes: [null, 'Booking checked'], reviewed_at: [null, DECIDED] },
        wording,
        words,
      ).map(({ label, before, after }) => `${label}: ${before} → ${after}`),
    ).toEqual([
      'Status: Pending → Approved',
      'Admin Notes: none → Booking checked',
      `Reviewed: none → ${formatDateTime(DECIDED, 'en')}`,
    ]);
  });

  it('shows a status it does not know, and a column it does not label, as stored', () => {
    expect(wording.value?.('status', 'archived')).toBe('archived');
    expect(wording.label('comment')).toBeUndefined();
    expect(wording.value?.('comment', 'Lovely')).toBeUndefined();
  });
});
