import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PUSH_URL,
  GENERIC_PUSH_TAG,
  isPortalPath,
  fallbackTextsFrom,
  OPEN_URL_MESSAGE,
  openUrlRequest,
  parsePushMessage,
  safeAppUrl,
} from './push-message';

const ORIGIN = 'https://tours.example';
const FALLBACK = { title: 'Staff portal', body: 'Something new needs your attention.' };

describe('safeAppUrl', () => {
  it.each([
    [
      '/admin/inquiries?open=1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      '/admin/inquiries?open=1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    ],
    ['/admin/settings', '/admin/settings'],
    ['/admin/reviews#latest', '/admin/reviews#latest'],
    ['/admin/../admin/custom-tours', '/admin/custom-tours'],
  ])('follows the same-origin path %s', (value, expected) => {
    expect(safeAppUrl(value, ORIGIN)).toBe(expected);
  });

  it.each([
    ['an absolute URL of another site', 'https://evil.example/admin'],
    ['an absolute URL of this site (only paths are sent)', 'https://tours.example/admin'],
    ['a protocol-relative URL', '//evil.example/admin'],
    ['a backslash that browsers read as a slash', '/\\evil.example/admin'],
    ['a tab inside the host part', '/\t/evil.example'],
    ['a newline', '/admin\n'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path without a slash', 'admin/settings'],
    ['an empty string', ''],
    ['a number', 42],
    ['null', null],
    ['an object', { url: '/admin' }],
  ])('replaces %s with the dashboard', (_name, value) => {
    expect(safeAppUrl(value, ORIGIN)).toBe(DEFAULT_PUSH_URL);
  });
});

describe('parsePushMessage', () => {
  it("reads the sender's payload", () => {
    const payload = JSON.stringify({
      title: 'New tour inquiry',
      body: 'Nadia Perera: Sri Lanka Highlights',
      tag: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      url: '/admin/inquiries?open=1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    });
    expect(parsePushMessage(payload, ORIGIN, FALLBACK)).toEqual({
      title: 'New tour inquiry',
      body: 'Nadia Perera: Sri Lanka Highlights',
      tag: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
      url: '/admin/inquiries?open=1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    });
  });

  it.each([
    ['no payload', undefined],
    ['a null payload', null],
    ['an empty payload', ''],
    ['text that is not JSON', 'new inquiry!'],
    ['a JSON string', '"hello"'],
    ['a JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['an object without fields', '{}'],
  ])('still shows a generic staff notification for %s', (_name, payload) => {
    expect(parsePushMessage(payload, ORIGIN, FALLBACK)).toEqual({
      ...FALLBACK,
      tag: GENERIC_PUSH_TAG,
      url: DEFAULT_PUSH_URL,
    });
  });

  it('keeps the usable fields of a partly broken payload', () => {
    const message = parsePushMessage(
      JSON.stringify({ title: '  Test push  ', body: 7, tag: '', url: 'https://evil.example/' }),
      ORIGIN,
      FALLBACK,
    );
    expect(message).toEqual({ title: 'Test push', body: '', tag: GENERIC_PUSH_TAG, url: DEFAULT_PUSH_URL });
  });

  it('uses the fallback title, but the body sent, when only the title is missing', () => {
    const message = parsePushMessage(JSON.stringify({ body: 'A new review', tag: 'r1' }), ORIGIN, FALLBACK);
    expect(message).toMatchObject({ title: FALLBACK.title, body: 'A new review', tag: 'r1' });
  });

  it('cuts texts no notification could show', () => {
    const message = parsePushMessage(
      JSON.stringify({ title: 'x'.repeat(500), tag: 't'.repeat(500) }),
      ORIGIN,
      FALLBACK,
    );
    expect(message.title).toHaveLength(200);
    expect(message.tag).toHaveLength(200);
  });
});

describe('openUrlRequest', () => {
  it("answers the path of the worker's OPEN_URL message", () => {
    expect(openUrlRequest({ type: OPEN_URL_MESSAGE, url: '/admin/reviews?open=r1' }, ORIGIN)).toBe(
      '/admin/reviews?open=r1',
    );
  });

  it('gives the dashboard for an OPEN_URL message with an unsafe link', () => {
    expect(openUrlRequest({ type: OPEN_URL_MESSAGE, url: 'https://evil.example/' }, ORIGIN)).toBe(DEFAULT_PUSH_URL);
  });

  it.each([null, undefined, 'OPEN_URL', { type: 'SKIP_WAITING' }, { url: '/admin' }])('ignores %j', (data) => {
    expect(openUrlRequest(data, ORIGIN)).toBeNull();
  });
});

describe('isPortalPath', () => {
  it.each([
    ['/admin', true],
    ['/admin/', true],
    ['/admin/inquiries', true],
    ['/administrator', false],
    ['/', false],
    ['/de/tours', false],
  ])('%s → %s', (path, expected) => {
    expect(isPortalPath(path)).toBe(expected);
  });
});

describe('fallbackTextsFrom', () => {
  const lastResort = { title: 'Lanka Chauffeur Tours', body: '' };
  it('takes the texts the portal stored', () => {
    expect(fallbackTextsFrom({ title: 'Mitarbeiterportal', body: 'Etwas Neues' }, lastResort)).toEqual({
      title: 'Mitarbeiterportal',
      body: 'Etwas Neues',
    });
    expect(fallbackTextsFrom({ title: 'Portail du personnel' }, lastResort)).toEqual({
      title: 'Portail du personnel',
      body: '',
    });
  });
  it.each([undefined, null, 'Staff portal', {}, { title: '  ' }, { title: 3, body: 'x' }])(
    'uses the last resort for %j',
    (stored) => {
      expect(fallbackTextsFrom(stored, lastResort)).toBe(lastResort);
    },
  );
});
