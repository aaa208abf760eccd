import { describe, expect, it } from 'vitest';
import { historyChanges, historyValue, type HistoryWording } from './history-wording';

const words = { none: 'none', yes: 'Yes', no: 'No' };
const plain: HistoryWording = { label: () => undefined };
const status: HistoryWording = {
  label: (field) => (field === 'status' ? 'Status' : undefined),
  value: (field, raw) => (field === 'status' ? `(${String(raw)})` : undefined),
};

describe('historyValue', () => {
  it('says "none" for an empty value, whatever the screen would call it', () => {
    expect(historyValue('status', null, status, words)).toBe('none');
    expect(historyValue('status', '', status, words)).toBe('none');
  });

  it("uses the screen's words first, then shows what was stored", () => {
    expect(historyValue('status', 'approved', status, words)).toBe('(approved)');
    expect(historyValue('title', 'Ella Rock', status, words)).toBe('Ella Rock');
    expect(historyValue('adults', 3, plain, words)).toBe('3');
    expect(historyValue('ratings', { overall: 5 }, plain, words)).toBe('{"overall":5}');
  });

  it('reads a yes/no column as Yes or No', () => {
    expect(historyValue('featured', true, plain, words)).toBe('Yes');
    expect(historyValue('featured', false, plain, words)).toBe('No');
  });
});

describe('historyChanges', () => {
  it('labels each changed column, or names it as the database does when the screen has no label', () => {
    expect(
      historyChanges(
        {
          status: ['pending', 'approved'],
          admin_notes: [null, 'Checked'],
        },
        status,
        words,
      ),
    ).toEqual([
      { field: 'status', label: 'Status', before: '(pending)', after: '(approved)' },
      { field: 'admin_notes', label: 'admin_notes', before: 'none', after: 'Checked' },
    ]);
  });

  it('is empty for an entry without changes (an insert or a delete)', () => {
    expect(historyChanges({}, plain, words)).toEqual([]);
  });
});
