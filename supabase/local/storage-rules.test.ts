import { describe, expect, it } from 'vitest';
import {
  cacheControlFromField,
  decodeSegments,
  isHeaderSafe,
  isMimeTypeAllowed,
  isValidKey,
  isValidMimeType,
  parseRange,
} from './storage-rules.ts';

describe('isValidKey', () => {
  it('accepts S3-safe names and refuses the rest', () => {
    expect(isValidKey('folder/cat (1).png')).toBe(true);
    expect(isValidKey("a!-_.*'()&$@=;:+,? b")).toBe(true);
    expect(isValidKey('')).toBe(false);
    expect(isValidKey('a#b')).toBe(false);
    expect(isValidKey('ü.png')).toBe(false);
    expect(isValidKey('a\nb')).toBe(false);
    expect(isValidKey('x'.repeat(1025))).toBe(false);
  });
});

describe('isMimeTypeAllowed', () => {
  const images = ['image/jpeg', 'image/png'];
  it('matches exact types and type/* wildcards', () => {
    expect(isMimeTypeAllowed('image/png', images)).toBe(true);
    expect(isMimeTypeAllowed('IMAGE/PNG; charset=binary', images)).toBe(true);
    expect(isMimeTypeAllowed('image/gif', images)).toBe(false);
    expect(isMimeTypeAllowed('image/gif', ['image/*'])).toBe(true);
    expect(isMimeTypeAllowed('text/plain', ['image/*'])).toBe(false);
    expect(isMimeTypeAllowed('png', images)).toBe(false);
  });
  it('allows anything when the bucket names no types', () => {
    expect(isMimeTypeAllowed('text/html', null)).toBe(true);
    expect(isMimeTypeAllowed('text/html', [])).toBe(true);
  });
});

describe('request details', () => {
  it('decodes path segments and drops empty ones', () => {
    expect(decodeSegments('/object/gallery//a%20b/c.png')).toEqual(['object', 'gallery', 'a b', 'c.png']);
    expect(decodeSegments('/object/%E0%A4%A')).toBeUndefined();
  });
  it('builds cache-control from the multipart field', () => {
    expect(cacheControlFromField('3600')).toBe('max-age=3600');
    expect(cacheControlFromField(undefined)).toBe('no-cache');
    expect(cacheControlFromField('3600\r\nX-Injected: 1')).toBeUndefined();
  });
  it('takes only media types and values a header can carry', () => {
    expect(isValidMimeType('image/png')).toBe(true);
    expect(isValidMimeType('text/plain;charset=UTF-8')).toBe(true);
    expect(isValidMimeType('image/svg+xml')).toBe(true);
    expect(isValidMimeType('image/png\nX-Injected: 1')).toBe(false);
    expect(isValidMimeType('image/png; a=\u00e9')).toBe(false);
    expect(isValidMimeType('png')).toBe(false);
    expect(isHeaderSafe('max-age=3600')).toBe(true);
    expect(isHeaderSafe('max-age=1\r\nX: 2')).toBe(false);
  });
  it('parses single byte ranges within the size', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange(undefined, 100)).toBeUndefined();
  });
});
