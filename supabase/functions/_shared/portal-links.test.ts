import { describe, expect, it } from 'vitest';
import { referenceFor } from '../../../src/offline/outbox';
import { SUBMISSION_KINDS as APP_KINDS } from '../../../src/offline/outbox-items';
import { portalPath, siteOrigin, travellerReference } from './portal-links.ts';
import { SUBMISSION_KINDS } from './submissions.ts';

const ID = '3f2a9c1e-8b7d-4e2f-9a1b-123456789abc';

describe('portalPath', () => {
  it('opens the record on its list page', () => {
    expect(portalPath('tour_inquiry', ID)).toBe(`/admin/inquiries?open=${ID}`);
    expect(portalPath('custom_tour_request', ID)).toBe(`/admin/custom-tours?open=${ID}`);
    expect(portalPath('review', ID)).toBe(`/admin/reviews?open=${ID}`);
    expect(portalPath('custom_review', ID)).toBe(`/admin/custom-reviews?open=${ID}`);
  });

  it('keeps an odd id inside the query value', () => {
    expect(portalPath('review', 'a&b=c/../d')).toBe('/admin/reviews?open=a%26b%3Dc%2F..%2Fd');
  });

  it('is the list alone without an id', () => {
    expect(portalPath('review', '')).toBe('/admin/reviews');
  });
});

describe('travellerReference', () => {
  it('is the reference the form shows', () => {
    const ids = [ID, '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-4fff-bfff-ffffffffffff', 'abc'];
    for (let i = 0; i < 50; i += 1) ids.push(crypto.randomUUID());
    for (const id of ids) expect(travellerReference(id)).toBe(referenceFor(id));
    expect(travellerReference(ID)).toBe('LCT-3F2A9C1E');
  });
});

describe('submission kinds', () => {
  it('are the outbox kinds', () => {
    expect([...SUBMISSION_KINDS]).toEqual([...APP_KINDS]);
  });
});

describe('siteOrigin', () => {
  it('drops a trailing slash', () => {
    expect(siteOrigin('http://localhost:5173/')).toBe('http://localhost:5173');
    expect(siteOrigin(' https://tours.example ')).toBe('https://tours.example');
    expect(siteOrigin('https://example.github.io/lanka/')).toBe('https://example.github.io/lanka');
  });

  it('refuses anything but an http(s) address', () => {
    for (const bad of [
      '',
      'localhost:5173',
      'javascript:alert(1)',
      'https://a.test/?x=1',
      'https://a b.test',
      'ftp://a.test',
    ]) {
      expect(() => siteOrigin(bad)).toThrow(/siteUrl/);
    }
  });
});
