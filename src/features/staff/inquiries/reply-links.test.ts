import { describe, expect, it } from 'vitest';
import { mailtoHref, phoneDigits, telHref, whatsappReplyHref } from './reply-links';

describe('reply links', () => {
  it('gives wa.me the digits of an international number', () => {
    expect(phoneDigits('+44 7700 900123')).toBe('447700900123');
    expect(phoneDigits('0049 (170) 123-4567')).toBe('491701234567');
    expect(whatsappReplyHref('+94 77 123 4567')).toBe('https://wa.me/94771234567');
    expect(whatsappReplyHref('+94 77 123 4567', 'Hello Jane & co')).toBe(
      'https://wa.me/94771234567?text=Hello%20Jane%20%26%20co',
    );
  });

  it('encodes the mailto subject', () => {
    expect(mailtoHref('jane+trip@example.com', 'Your inquiry about Sri Lanka Highlights (ref. 3F2A)')).toBe(
      'mailto:jane%2Btrip@example.com?subject=Your%20inquiry%20about%20Sri%20Lanka%20Highlights%20(ref.%203F2A)',
    );
  });

  it('dials the number without separators, keeping the plus', () => {
    expect(telHref(' +44 7700 900123 ')).toBe('tel:+447700900123');
    expect(telHref('077 123 4567')).toBe('tel:0771234567');
  });
});
