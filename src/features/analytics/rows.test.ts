import { describe, expect, it } from 'vitest';
import { buildRow, cleanProps, rowLanguage } from './rows';
import { TOUR_VIEW as base } from './rows.fixtures';

describe('buildRow', () => {
  it('builds the contract columns in snake_case', () => {
    expect(buildRow({ ...base, props: { tour_id: 'ella', tour_name: 'Ella Escape' } })).toEqual({
      id: base.id,
      session_id: base.sessionId,
      name: 'tour_view',
      path: '/tours/ella',
      language: 'en',
      occurred_at: '2026-11-21T10:00:00.000Z',
      source: null,
      referrer_host: null,
      value: null,
      props: { tour_id: 'ella', tour_name: 'Ella Escape' },
    });
  });
  it('keeps referrer_host only with organic or referral', () => {
    expect(
      buildRow({ ...base, name: 'page_view', source: 'referral', referrerHost: 'blog.example.org' }),
    ).toMatchObject({ source: 'referral', referrer_host: 'blog.example.org' });
    expect(buildRow({ ...base, name: 'page_view', source: 'direct', referrerHost: 'x.org' })).toMatchObject({
      source: 'direct',
      referrer_host: null,
    });
  });
  it('refuses unknown names and values outside 0 ≤ value < 1e9', () => {
    expect(buildRow({ ...base, name: 'signup' as never })).toBeNull();
    expect(buildRow({ ...base, name: 'time_on_page', value: -1 })).toBeNull();
    expect(buildRow({ ...base, name: 'time_on_page', value: Number.NaN })).toBeNull();
    expect(buildRow({ ...base, name: 'time_on_page', value: 1e9 })).toBeNull();
    expect(buildRow({ ...base, name: 'purchase', value: 0 })?.value).toBe(0);
  });
});

describe('cleanProps', () => {
  it('drops keys the event does not allow', () => {
    expect(cleanProps('generate_lead', { lead_type: 'contact', email: 'x', message: 'hello' })).toEqual({
      lead_type: 'contact',
    });
    expect(cleanProps('page_view', { anything: 'x' })).toEqual({});
  });
  it('drops anything that could be personal: "@", long text, non-finite numbers', () => {
    expect(cleanProps('contact_card_click', { label: 'mail info@example.com' })).toEqual({});
    expect(cleanProps('tour_view', { tour_id: 'x'.repeat(121), tour_name: 'ok' })).toEqual({ tour_name: 'ok' });
    expect(cleanProps('purchase', { quantity: Number.POSITIVE_INFINITY, price: 0 })).toEqual({ price: 0 });
  });
});

describe('rowLanguage', () => {
  it('is en, de or fr (en by default)', () => {
    expect(rowLanguage('de')).toBe('de');
    expect(rowLanguage('fr-FR')).toBe('fr');
    expect(rowLanguage('es')).toBe('en');
    expect(rowLanguage('')).toBe('en');
  });
});
