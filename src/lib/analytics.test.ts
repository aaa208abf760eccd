import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => vi.resetModules());

describe('analytics bus', () => {
  it('stamps the time at the call and replays queued events, in order, when the runtime attaches', async () => {
    const { track, trackPage, onAnalytics } = await import('./analytics');
    vi.spyOn(Date, 'now').mockReturnValueOnce(1_000).mockReturnValueOnce(2_000).mockReturnValue(9_999);
    trackPage('/tours/ella');
    track('tour_view', { tour_id: 'ella', tour_name: 'Ella' });
    const seen: unknown[] = [];
    onAnalytics((event) => seen.push(event));
    expect(seen).toEqual([
      { name: 'page_view', props: {}, at: 1_000, path: '/tours/ella' },
      { name: 'tour_view', props: { tour_id: 'ella', tour_name: 'Ella' }, value: undefined, at: 2_000, path: '/' },
    ]);
    track('scroll_depth', {}, 25);
    expect(seen).toHaveLength(3);
    expect(seen[2]).toMatchObject({ name: 'scroll_depth', value: 25, at: 9_999 });
    vi.restoreAllMocks();
  });

  it('keeps at most 200 events while nothing listens', async () => {
    const { track, onAnalytics } = await import('./analytics');
    for (let i = 0; i < 250; i++) track('scroll_depth', {}, 25);
    const seen: unknown[] = [];
    const stop = onAnalytics((event) => seen.push(event));
    expect(seen).toHaveLength(200);
    stop();
    track('scroll_depth', {}, 50);
    expect(seen).toHaveLength(200);
  });

  it('booking ids are booking_ and the epoch ms', async () => {
    const { bookingId } = await import('./analytics');
    expect(bookingId(1763719200000)).toBe('booking_1763719200000');
    expect(bookingId()).toMatch(/^booking_\d{13}$/);
  });
});
