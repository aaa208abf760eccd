import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/date-format';
import { renderStaff as render, textOf as text } from '../../../testing/render-staff';
import type { HistoryEntry } from './api/get-history';
import { HistorySection, type HistoryState } from './history-timeline';
import type { HistoryWording } from './history-wording';

const RECEIVED = '2026-03-02T08:00:00Z';
const DECIDED = '2026-03-03T09:30:00Z';
const QUEUED = '2026-03-03T09:10:00Z';
const wording: HistoryWording = { label: (field) => (field === 'status' ? 'Status' : undefined) };

const entry = (fields: Partial<HistoryEntry>): HistoryEntry => ({
  id: 1,
  action: 'insert',
  changes: {},
  by: null,
  changedAt: RECEIVED,
  madeAt: null,
  ...fields,
});

const section = (state: HistoryState, words: HistoryWording = wording) =>
  render(<HistorySection recordId="r1" state={state} wording={words} />);

describe('HistorySection', () => {
  it('is a section named by its heading, saying while it reads and when it could not', () => {
    const loading = section({ status: 'loading' });
    expect(loading).toContain('<section class="history-timeline" aria-labelledby="history-r1">');
    expect(loading).toContain('<h3 id="history-r1">History</h3>');
    expect(text(loading)).toBe('History Loading...');
    expect(text(section({ status: 'failed' }))).toBe('History The history could not be loaded. Check your connection.');
  });

  it('lists the changes oldest first in an ordered list: when, who, and each field old → new', () => {
    const html = section({
      status: 'ready',
      entries: [
        entry({ id: 1 }),
        entry({
          id: 2,
          action: 'update',
          by: 'admin@example.com',
          changedAt: DECIDED,
          madeAt: QUEUED,
          changes: { status: ['pending', 'approved'], featured: [false, true], admin_notes: [null, 'Checked'] },
        }),
        entry({ id: 3, action: 'delete', changedAt: DECIDED }),
      ],
    });
    expect(html).toContain('<ol>');
    expect(html).toContain(`<time dateTime="${RECEIVED}">`);
    expect(text(html)).toBe(
      [
        'History',
        `${formatDateTime(RECEIVED, 'en')} · From the website Received.`,
        `${formatDateTime(DECIDED, 'en')} · admin@example.com`,
        `Made on the device ${formatDateTime(QUEUED, 'en')}, reached the server ${formatDateTime(DECIDED, 'en')}.`,
        'Status: pending → approved featured: No → Yes admin_notes: none → Checked',
        `${formatDateTime(DECIDED, 'en')} · The system Deleted.`,
      ].join(' '),
    );
  });

  it('credits a record made without an admin to the system where visitors cannot add any', () => {
    const html = section({ status: 'ready', entries: [entry({})] }, { ...wording, anonymousInsert: 'system' });
    expect(text(html)).toBe(`History ${formatDateTime(RECEIVED, 'en')} · The system Received.`);
  });
});
