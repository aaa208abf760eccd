import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSupabase } from '../../../../lib/supabase';
import { deleteCustomReview } from './delete-custom-review';
import { fakeSupabase, type QueryCall } from '../../../../testing/fake-supabase';
import { updateCustomReviewStatus } from './update-custom-review-status';
import { updateTourReviewStatus } from './update-tour-review-status';

vi.mock('../../../../lib/supabase', () => ({ getSupabase: vi.fn() }));

function answer(data: unknown, error: unknown = null): QueryCall[] {
  const { client, calls } = fakeSupabase(() => ({ data, error }));
  vi.mocked(getSupabase).mockResolvedValue(client);
  return calls;
}

const stored = {
  status: 'approved',
  admin_notes: 'Checked',
  reviewed_at: '2026-11-03T09:00:00Z',
  updated_at: '2026-11-03T09:00:00Z',
};

beforeEach(() => vi.mocked(getSupabase).mockReset());

describe.each([
  ['reviews', updateTourReviewStatus],
  ['custom_reviews', updateCustomReviewStatus],
] as const)('update status of %s', (table, update) => {
  it('updates one row by id and returns what the server stored', async () => {
    const calls = answer([stored]);
    await expect(update('r1', { status: 'approved', adminNotes: ' Checked ' })).resolves.toEqual({
      status: 'approved',
      adminNotes: 'Checked',
      reviewedAt: '2026-11-03T09:00:00Z',
      updatedAt: '2026-11-03T09:00:00Z',
    });
    expect(calls.slice(0, 4)).toEqual([
      ['from', table],
      ['update', { status: 'approved', admin_notes: 'Checked' }],
      ['eq', 'id', 'r1'],
      ['select', 'status, admin_notes, reviewed_at, updated_at'],
    ]);
    expect(calls[4]?.[0]).toBe('abortSignal');
  });

  it('sends the status alone when the note is kept', async () => {
    const calls = answer([stored]);
    await update('r1', { status: 'rejected' });
    expect(calls[1]).toEqual(['update', { status: 'rejected' }]);
  });

  it('fails when row-level security changed nothing (0 rows) or the server refused', async () => {
    answer([]);
    await expect(update('r1', { status: 'approved' })).rejects.toThrow(/0 rows changed/);
    answer(null, { message: 'permission denied', code: '42501' });
    await expect(update('r1', { status: 'approved' })).rejects.toThrow(/permission denied/);
  });
});

describe('deleteCustomReview', () => {
  it('deletes one row by id and reads it back', async () => {
    const calls = answer([{ id: 'c1' }]);
    await expect(deleteCustomReview('c1')).resolves.toBeUndefined();
    expect(calls.slice(0, 4)).toEqual([['from', 'custom_reviews'], ['delete'], ['eq', 'id', 'c1'], ['select', 'id']]);
  });

  it('fails when nothing was deleted (refused by RLS, or already gone) or on an error', async () => {
    answer([]);
    await expect(deleteCustomReview('c1')).rejects.toThrow(/0 rows deleted/);
    answer(null, { message: 'boom' });
    await expect(deleteCustomReview('c1')).rejects.toThrow(/boom/);
  });
});
