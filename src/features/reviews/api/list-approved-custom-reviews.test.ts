import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromServer, KEPT_AT, keptCopy } from '../../../lib/public-reads.fixtures';
import { readPublicRows } from '../../../lib/supabase';
import { ANON_READABLE_COLUMNS } from '../../../types/database';
import { REVIEWS_REQUEST_TIMEOUT_MS } from '../read-published';
import { CUSTOM_REVIEW_COLUMNS, CUSTOM_REVIEWS_LIMIT, listApprovedCustomReviews } from './list-approved-custom-reviews';

vi.mock('../../../lib/supabase', () => ({ readPublicRows: vi.fn() }));

const read = vi.mocked(readPublicRows);
// As readPublicRows fails: with the list's name (given as `label`) before the reason.
const offline = () => read.mockRejectedValue(new Error('Custom reviews: Failed to fetch'));

const row = {
  id: 'c1',
  customer_name: 'Sofia Alvarez',
  country: 'Spain',
  ratings: { quality: 4, service: 5, value: 4 },
  comment: 'Tea country by train, then Yala by jeep.',
  would_recommend: true,
  created_at: '2026-11-01T10:00:00Z',
};

beforeEach(() => {
  read.mockReset();
});

describe('listApprovedCustomReviews', () => {
  it('asks for approved custom reviews by named anon-readable columns, newest first, limited', async () => {
    read.mockResolvedValue(fromServer([row]));
    const result = await listApprovedCustomReviews();
    expect(result.source).toBe('network');
    // The overall rating is missing in this row: the card shows five stars.
    expect(result.data).toEqual([expect.objectContaining({ id: 'c1', customerName: 'Sofia Alvarez', overall: 5 })]);
    expect(read).toHaveBeenCalledTimes(1);
    const [table, query, options] = read.mock.calls[0]!;
    expect(table).toBe('custom_reviews');
    // Approved only, the newest first, at most the limit, by named columns.
    expect(query).toEqual({
      status: 'eq.approved',
      order: 'created_at.desc',
      limit: String(CUSTOM_REVIEWS_LIMIT),
      select: CUSTOM_REVIEW_COLUMNS,
    });
    expect(options).toEqual({ timeoutMs: REVIEWS_REQUEST_TIMEOUT_MS, label: 'Custom reviews' });
    expect(CUSTOM_REVIEWS_LIMIT).toBe(30);
    const columns = CUSTOM_REVIEW_COLUMNS.split(',').map((c) => c.trim());
    expect(columns).not.toContain('email');
    expect(columns.every((c) => (ANON_READABLE_COLUMNS.custom_reviews as readonly string[]).includes(c))).toBe(true);
  });

  it("passes on the service worker's copy with the time of the read it keeps, and fails without one", async () => {
    read.mockResolvedValue(keptCopy([row]));
    const kept = await listApprovedCustomReviews();
    expect(kept).toMatchObject({ source: 'cache', storedAt: KEPT_AT });
    expect(kept.data.map((r) => r.id)).toEqual(['c1']);
    offline();
    await expect(listApprovedCustomReviews()).rejects.toThrow('Custom reviews: Failed to fetch');
  });

  it('makes one request when two components ask at once', async () => {
    read.mockResolvedValue(fromServer([row]));
    const [a, b] = await Promise.all([listApprovedCustomReviews(), listApprovedCustomReviews()]);
    expect(a).toBe(b);
    expect(read).toHaveBeenCalledTimes(1);
    await listApprovedCustomReviews();
    expect(read).toHaveBeenCalledTimes(2);
  });
});
