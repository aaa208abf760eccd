import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGaMeasurementId } from '../../config/env';
import { gaEvent, startGaSink } from './ga-sink';
import { buildRow, type AnalyticsRow } from './rows';
import { TOUR_VIEW } from './rows.fixtures';

/** A row as the queue builds it (a page view), with the fields a case needs set afterwards. */
const row = (overrides: Partial<AnalyticsRow>): AnalyticsRow => ({
  ...buildRow({ ...TOUR_VIEW, name: 'page_view' })!,
  ...overrides,
});

afterEach(() => vi.unstubAllEnvs());

describe('gaEvent', () => {
  it('maps purchase to GA4 ecommerce purchase with one item', () => {
    const purchase = row({
      name: 'purchase',
      value: 0,
      props: {
        transaction_id: 'booking_1763719200000',
        currency: 'USD',
        tour_id: 'ella',
        tour_name: 'Ella Escape',
        category: 'Tour Package',
        quantity: 1,
        price: 0,
      },
    });
    expect(gaEvent(purchase)).toEqual([
      'event',
      'purchase',
      {
        transaction_id: 'booking_1763719200000',
        currency: 'USD',
        value: 0,
        items: [{ item_id: 'ella', item_name: 'Ella Escape', item_category: 'Tour Package', quantity: 1, price: 0 }],
      },
    ]);
  });
  it('forwards other events with their props, value and page', () => {
    expect(gaEvent(row({ name: 'generate_lead', props: { lead_type: 'contact', channel: 'email' } }))).toEqual([
      'event',
      'generate_lead',
      { lead_type: 'contact', channel: 'email', page_path: '/tours/ella' },
    ]);
    expect(gaEvent(row({ name: 'scroll_depth', value: 50 }))).toEqual([
      'event',
      'scroll_depth',
      { value: 50, page_path: '/tours/ella' },
    ]);
    expect(gaEvent(row({ name: 'web_vital', value: 3000, props: { metric: 'LCP' } }))).toEqual([
      'event',
      'web_vital',
      { metric_name: 'LCP', value: 3000, metric_rating: 'needs-improvement', page_path: '/tours/ella' },
    ]);
  });
});

function fakeWindowAndDocument() {
  const scripts: { src: string; async: boolean }[] = [];
  const win = { dataLayer: undefined as unknown[] | undefined, setTimeout: (cb: () => void) => cb() };
  const doc = {
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (el: { src: string; async: boolean }) => void scripts.push(el) },
  } as unknown as Pick<Document, 'createElement' | 'head'>;
  return { win, doc, scripts };
}

describe('startGaSink', () => {
  it('without a measurement id: no script, no data layer, nothing forwarded', () => {
    const { win, doc, scripts } = fakeWindowAndDocument();
    expect(startGaSink(undefined, win, doc)).toBeNull();
    expect(scripts).toEqual([]);
    expect(win.dataLayer).toBeUndefined();
  });

  it('with an id: gtag.js from Google, config without automatic page views, events forwarded', () => {
    const { win, doc, scripts } = fakeWindowAndDocument();
    const forward = startGaSink('G-ABC123', win, doc)!;
    expect(scripts).toEqual([{ src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123', async: true }]);
    forward(row({ name: 'tour_view', props: { tour_id: 'ella', tour_name: 'Ella' } }));
    const calls = win.dataLayer!.map((args) => Array.from(args as ArrayLike<unknown>));
    expect(calls[1]).toEqual(['config', 'G-ABC123', { send_page_view: false }]);
    expect(calls[2]).toEqual(['event', 'tour_view', { tour_id: 'ella', tour_name: 'Ella', page_path: '/tours/ella' }]);
  });
});

describe('getGaMeasurementId', () => {
  it('is undefined when unset, empty or malformed', () => {
    expect(getGaMeasurementId({})).toBeUndefined();
    expect(getGaMeasurementId({ VITE_GA_MEASUREMENT_ID: '' })).toBeUndefined();
    expect(getGaMeasurementId({ VITE_GA_MEASUREMENT_ID: 'UA-1234-1' })).toBeUndefined();
    expect(getGaMeasurementId({ VITE_GA_MEASUREMENT_ID: 'G-<script>' })).toBeUndefined();
  });
  it('is the id when it is G- followed by letters and digits', () => {
    expect(getGaMeasurementId({ VITE_GA_MEASUREMENT_ID: 'G-ABC123XYZ' })).toBe('G-ABC123XYZ');
  });
});
