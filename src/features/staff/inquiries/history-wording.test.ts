import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/date-format';
import { staffT } from '../../../testing/render-staff';
import { historyChanges } from '../shared/history-wording';
import { inquiryHistoryWording } from './history-wording';

const words = { none: 'none', yes: 'Yes', no: 'No' };
const OWNER = '00000000-0000-4000-8000-000000000001';
const GONE = '00000000-0000-4000-8000-000000000002';
const REPLIED = '2026-03-03T09:30:00Z';
const wording = inquiryHistoryWording(staffT('admin-inquiries'), 'en', (id) =>
  id === OWNER ? 'owner@example.com' : undefined,
);

describe('inquiryHistoryWording', () => {
  it('words the pipeline as its editor does: stage, reason, owner by e-mail, amount, dates', () => {
    expect(
      historyChanges(
        {
          stage: ['new', 'cancelled'],
          cancel_reason: [null, 'budget'],
          status: ['pending', 'cancelled'],
          owner_id: [GONE, OWNER],
          quote_usd: [null, 1250.5],
          last_reply_at: [null, REPLIED],
          follow_up_on: [null, '2026-03-10'],
          internal_note: ['', 'Called back'],
          adults: [2, 3],
        },
        wording,
        words,
      ).map(({ label, before, after }) => `${label}: ${before} → ${after}`),
    ).toEqual([
      'Stage: New → Cancelled',
      'Reason: none → Budget',
      'Status: Pending → Cancelled',
      'Owner: A former admin → owner@example.com',
      'Quoted amount: none → $1,250.50',
      `Reply logged: none → ${formatDateTime(REPLIED, 'en')}`,
      'Follow-up date: none → Mar 10, 2026',
      'Internal note: none → Called back',
      'adults: 2 → 3',
    ]);
  });
});
