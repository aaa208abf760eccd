import { describe, expect, it } from 'vitest';
import type { BusEvent } from '../../lib/analytics';
import type { AnalyticsRow } from './rows';
import { AnalyticsSession } from './session';
import { Tracker } from './tracker';

function setup({ referrer = '', visible = true, storage = new Map<string, string>(), reloaded = false } = {}) {
  let t = Date.parse('2026-11-21T10:00:00Z');
  let n = 0;
  let isVisible = visible;
  const rows: AnalyticsRow[] = [];
  const session = new AnalyticsSession(
    { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    () => '0b9c7a4e-3f1d-4c2b-9a8e-1d2c3b4a5f60',
  );
  const tracker = new Tracker(
    {
      session,
      language: () => 'de',
      referrer,
      ownHost: 'lankatours.example',
      now: () => t,
      uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
      visible: () => isVisible,
      reloaded,
    },
    (row) => rows.push(row),
  );
  const page = (path: string) => tracker.handle({ name: 'page_view', props: {}, at: t, path } satisfies BusEvent);
  return {
    tracker,
    rows,
    storage,
    page,
    advance: (ms: number) => (t += ms),
    setVisible: (v: boolean) => {
      isVisible = v;
      tracker.visibility(v);
    },
    names: () => rows.map((row) => row.name),
  };
}

describe('Tracker', () => {
  it('gives the first page view the source and later ones the page depth', () => {
    const s = setup({ referrer: 'https://www.google.co.uk/' });
    s.page('/');
    s.page('/tours/ella?x=1');
    s.page('/tours');
    expect(
      s.rows.map(({ name, path, source, referrer_host, value, props }) => ({
        name,
        path,
        source,
        referrer_host,
        value,
        props,
      })),
    ).toEqual([
      { name: 'page_view', path: '/', source: 'organic', referrer_host: 'www.google.co.uk', value: null, props: {} },
      { name: 'organic_visit', path: '/', source: null, referrer_host: null, value: null, props: { engine: 'google' } },
      { name: 'page_view', path: '/tours/ella', source: null, referrer_host: null, value: null, props: {} },
      { name: 'page_depth', path: '/tours/ella', source: null, referrer_host: null, value: 2, props: {} },
      { name: 'page_view', path: '/tours', source: null, referrer_host: null, value: null, props: {} },
      { name: 'page_depth', path: '/tours', source: null, referrer_host: null, value: 3, props: {} },
    ]);
    expect(s.rows.every((row) => row.language === 'de' && row.session_id === s.rows[0]!.session_id)).toBe(true);
    expect(new Set(s.rows.map((row) => row.id)).size).toBe(s.rows.length);
  });

  it('a direct first visit is source direct; a new document in the same tab continues the session', () => {
    const storage = new Map<string, string>();
    const first = setup({ storage });
    first.page('/');
    expect(first.rows[0]).toMatchObject({ name: 'page_view', source: 'direct', referrer_host: null });
    const next = setup({ storage });
    next.page('/');
    expect(next.names()).toEqual(['page_view', 'page_depth']);
    expect(next.rows[0]!.source).toBeNull();
    expect(next.rows[1]!.value).toBe(2);
  });

  it('reloading the page is not another page view; the next page is', () => {
    const storage = new Map<string, string>();
    setup({ storage }).page('/gallery');
    const reloaded = setup({ storage, reloaded: true });
    reloaded.page('/gallery');
    reloaded.tracker.scrolled(30);
    expect(reloaded.names()).toEqual(['scroll_depth']);
    reloaded.page('/contact');
    expect(reloaded.rows.slice(1).map((row) => [row.name, row.value])).toEqual([
      ['page_view', null],
      ['page_depth', 2],
    ]);
    // A reload that lands on another page than the last one recorded is a page view.
    const other = setup({ storage, reloaded: true });
    other.page('/tours');
    expect(other.names()).toEqual(['page_view', 'page_depth']);
  });

  it('the same page resolved again (search change) is not a new page view', () => {
    const s = setup();
    s.page('/transport');
    s.page('/transport?category=suv');
    expect(s.names()).toEqual(['page_view']);
  });

  it('never records the staff pages, nor anything that happens on them', () => {
    const s = setup();
    s.page('/admin/inquiries');
    s.tracker.handle({ name: 'generate_lead', props: { lead_type: 'contact' }, at: 1, path: '/admin/inquiries' });
    s.tracker.scrolled(100);
    s.tracker.derived([{ name: 'outbound_click', props: { target_host: 'x.org' } }]);
    s.advance(60_000);
    s.page('/');
    expect(s.names()).toEqual(['page_view']);
    expect(s.rows[0]!.path).toBe('/');
  });

  it('scroll milestones once per page view, again on the next page', () => {
    const s = setup();
    s.page('/');
    s.tracker.scrolled(100);
    s.tracker.scrolled(100);
    s.page('/tours');
    s.tracker.scrolled(55);
    const scrolls = s.rows.filter((row) => row.name === 'scroll_depth').map((row) => [row.path, row.value]);
    expect(scrolls).toEqual([
      ['/', 25],
      ['/', 50],
      ['/', 75],
      ['/', 90],
      ['/tours', 25],
      ['/tours', 50],
    ]);
  });

  it('time on page only above 30 s of visible time, once, on the page that was left', () => {
    const s = setup();
    s.page('/');
    s.advance(30_000);
    s.page('/tours'); // exactly 30 s: nothing
    s.advance(20_000);
    s.setVisible(false); // 20 s so far
    s.advance(3_600_000); // hidden for an hour: not counted
    s.setVisible(true);
    s.advance(15_000);
    s.page('/contact'); // 35 s visible
    s.advance(45_000);
    s.setVisible(false); // leaving the tab counts as leaving: 45 s
    s.setVisible(true);
    s.advance(60_000);
    s.tracker.leave(); // already reported for this page view
    const times = s.rows.filter((row) => row.name === 'time_on_page').map((row) => [row.path, row.value]);
    expect(times).toEqual([
      ['/tours', 35],
      ['/contact', 45],
    ]);
  });

  it('starts each marked form once per page view', () => {
    const s = setup();
    s.page('/tours/ella');
    s.tracker.focused('inquiry');
    s.tracker.focused('inquiry');
    s.tracker.focused(null);
    s.tracker.focused('newsletter');
    s.page('/custom-tours');
    s.tracker.focused('custom_tour_request');
    expect(s.rows.filter((row) => row.name === 'form_start').map((row) => [row.path, row.props.form])).toEqual([
      ['/tours/ella', 'inquiry'],
      ['/custom-tours', 'custom_tour_request'],
    ]);
  });

  it('records events on the page they happened on, and vitals on the landing page', () => {
    const s = setup();
    s.page('/gallery');
    s.page('/tours/ella');
    s.tracker.handle({
      name: 'tour_view',
      props: { tour_id: 'ella', tour_name: 'Ella', email: 'a@b.c' },
      at: 5,
      path: '/tours/ella',
    });
    s.tracker.vital('LCP', 1234.5, '/tours/ella');
    const tour = s.rows.find((row) => row.name === 'tour_view')!;
    expect(tour).toMatchObject({
      path: '/tours/ella',
      props: { tour_id: 'ella', tour_name: 'Ella' },
      occurred_at: new Date(5).toISOString(),
    });
    expect(s.rows.find((row) => row.name === 'web_vital')).toMatchObject({
      path: '/gallery',
      value: 1234.5,
      props: { metric: 'LCP' },
    });
  });
});
