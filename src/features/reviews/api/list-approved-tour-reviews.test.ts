import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fromServer, KEPT_AT, keptCopy } from '../../../lib/public-reads.fixtures';
import { readPublicRows } from '../../../lib/supabase';
import { ANON_READABLE_COLUMNS } from '../../../types/database';
import { REVIEWS_REQUEST_TIMEOUT_MS } from '../read-published';
import { listApprovedTourReviews, TOUR_REVIEW_COLUMNS, TOUR_REVIEWS_LIMIT } from './list-approved-tour-reviews';

vi.mock('../../../lib/supabase', () => ({ readPublicRows: vi.fn() }));

const read = vi.mocked(readPublicRows);
// As readPublicRows fails: with the list's name (given as `label`) before the reason.
const offline = () => read.mockRejectedValue(new Error('Tour reviews: Failed to fetch'));

const row = {
  id: 'r1',
  customer_name: 'Marco Rossi',
  country: 'Italy',
  ratings: { overall: 4, quality: 4, locations: 5, service: 4, price: 4 },
  comment: 'Well organised and relaxed.',
  recommendations: null,
  would_recommend: true,
  created_at: '2026-11-01T10:00:00Z',
};

beforeEach(() => {
  read.mockReset();
});

describe('listApprovedTourReviews', () => {
  it('asks for approved reviews of this tour only, by named anon-readable columns, newest first', async () => {
    read.mockResolvedValue(fromServer([row]));
    const result = await listApprovedTourReviews('grand-circle-18day');
    expect(result.source).toBe('network');
    expect(result.data).toEqual([expect.objectContaining({ id: 'r1', customerName: 'Marco Rossi', overall: 4 })]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith(
      'reviews',
      {
        select: TOUR_REVIEW_COLUMNS,
        status: 'eq.approved',
        tour_id: 'eq.grand-circle-18day',
        order: 'created_at.desc',
        limit: String(TOUR_REVIEWS_LIMIT),
      },
      { timeoutMs: REVIEWS_REQUEST_TIMEOUT_MS, label: 'Tour reviews' },
    );
    expect(TOUR_REVIEWS_LIMIT).toBe(50);
  });

  it('selects only columns anon may read, and never the e-mail', () => {
    const columns = TOUR_REVIEW_COLUMNS.split(',').map((c) => c.trim());
    expect(columns.every((c) => (ANON_READABLE_COLUMNS.reviews as readonly string[]).includes(c))).toBe(true);
    expect(columns).not.toContain('email');
    expect(columns).not.toContain('*');
  });

  it("passes on the service worker's copy with the time of the read it keeps", async () => {
    read.mockResolvedValue(keptCopy([row]));
    const kept = await listApprovedTourReviews('grand-circle-18day');
    expect(kept).toMatchObject({ source: 'cache', storedAt: KEPT_AT });
    expect(kept.data.map((r) => r.id)).toEqual(['r1']);
  });

  it('fails with the server error rather than showing an empty list', async () => {
    const refusal = new Error('Tour reviews: permission denied for table reviews');
    read.mockRejectedValue(refusal);
    await expect(listApprovedTourReviews('sri-lanka-highlights-10day')).rejects.toBe(refusal);
  });

  it('fails when the device is offline and no copy was kept', async () => {
    offline();
    await expect(listApprovedTourReviews('southern-coastal-explorer-6day')).rejects.toThrow(
      'Tour reviews: Failed to fetch',
    );
  });

  it('makes one request when two components ask at once', async () => {
    read.mockResolvedValue(fromServer([row]));
    const [a, b] = await Promise.all([
      listApprovedTourReviews('grand-circle-18day'),
      listApprovedTourReviews('grand-circle-18day'),
    ]);
    expect(a).toBe(b);
    expect(read).toHaveBeenCalledTimes(1);
    await listApprovedTourReviews('grand-circle-18day');
    expect(read).toHaveBeenCalledTimes(2);
  });
});
