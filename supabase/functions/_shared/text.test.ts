import { describe, expect, it } from 'vitest';
import { charLength, cut, headerText, multiline, oneLine } from './text.ts';

describe('oneLine', () => {
  it('turns CR, LF, tabs and other control characters into single spaces', () => {
    expect(oneLine('Jane\r\nBcc: x@evil.test')).toBe('Jane Bcc: x@evil.test');
    expect(oneLine(' a\t\tb\u0000c\u001bd\u007fe\u0085f\u2028g\u2029h ')).toBe('a b c d e f g h');
  });

  it('drops bidirectional overrides and replaces lone surrogates', () => {
    expect(oneLine('abc\u202Edef\u2066g')).toBe('abc def g');
    expect(oneLine('a\uD800b\uDC00c')).toBe('a\uFFFDb\uFFFDc');
    expect(oneLine('😀')).toBe('😀');
  });
});

describe('multiline', () => {
  it('keeps line breaks, normalises CR LF and removes other control characters', () => {
    expect(multiline('one\r\ntwo\rthree\n\n\n\nfour\t\u0000five\n')).toBe('one\ntwo\nthree\n\nfour five');
  });

  it('gives an empty string for blank text', () => {
    expect(multiline(' \r\n \n')).toBe('');
  });
});

describe('cut', () => {
  it('leaves short text alone', () => {
    expect(cut('Cultural Triangle', 150)).toBe('Cultural Triangle');
    expect(cut('x'.repeat(150), 150)).toBe('x'.repeat(150));
  });

  it('cuts long text to the limit with an ellipsis', () => {
    const result = cut('x'.repeat(400), 150);
    expect(charLength(result)).toBe(150);
    expect(result.endsWith('…')).toBe(true);
  });

  it('prefers to cut before a word near the limit', () => {
    expect(cut('aaaa bbbb cccc dddd', 12)).toBe('aaaa bbbb…');
  });

  it('never splits a surrogate pair or an emoji sequence', () => {
    for (let prefix = 0; prefix < 4; prefix += 1) {
      const text = `${'a'.repeat(prefix)}${'😀'.repeat(100)}`;
      const result = cut(text, 150);
      expect(charLength(result)).toBeLessThanOrEqual(150);
      expect(result).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
    const family = '👩‍👩‍👧';
    const result = cut(`${'a'.repeat(8)}${family}${family}`, 12);
    expect(result).toBe('aaaaaaaa…');
  });
});

describe('headerText', () => {
  it('is one line and at most the limit', () => {
    const result = headerText(`Jane\r\n${'Doe '.repeat(100)}`, 100);
    expect(result).not.toMatch(/[\r\n]/);
    expect(charLength(result)).toBeLessThanOrEqual(100);
  });
});
