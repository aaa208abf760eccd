/**
 * Making submitted text safe for the places it goes: a header (subject, Reply-To name, push title) gets
 * one line, a body keeps the traveller's line breaks and nothing else. Markup needs nothing here: React
 * escapes it in HTML, and the plain-text part is never read as HTML.
 */

// C0 and C1 control characters (tab, CR, LF, NUL, ESC, NEL …), the Unicode line and paragraph separators
// and the bidirectional overrides and isolates, which could make a subject read backwards.
const CONTROL_OR_SEPARATOR = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;
// A high surrogate not followed by a low one, or a low one without a high one before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ELLIPSIS = '…';

/** One line: every run of control characters, line breaks and white space becomes one space; trimmed. */
export function oneLine(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL_OR_SEPARATOR, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Body text: line breaks kept (CR LF and CR become LF, at most one empty line in a row), other control
 * characters become spaces, trailing spaces and empty lines at both ends go.
 */
export function multiline(value: string): string {
  return value
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(/\r\n?|[\u0085\u2028\u2029]/g, '\n')
    .replace(/(?:(?!\n)[\s\p{Cc}\u202A-\u202E\u2066-\u2069])+/gu, ' ')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/^\n+|\n+$/g, '');
}

let segmenter: Intl.Segmenter | undefined;

/** User-perceived characters (an emoji family, a letter with its accents), so a cut never splits one. */
function graphemes(value: string): string[] {
  if (typeof Intl === 'undefined' || !('Segmenter' in Intl)) return Array.from(value);
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return Array.from(segmenter.segment(value), (part) => part.segment);
}

/** Length in characters (code points), as a mail client or a length limit counts them. */
export function charLength(value: string): number {
  return Array.from(value).length;
}

/**
 * At most `max` characters (code points): a longer text is cut between two characters, before the
 * last word when one ends near the limit, and ends with an ellipsis.
 */
export function cut(value: string, max: number): string {
  if (charLength(value) <= max) return value;
  let kept = '';
  let length = 0;
  // Only the start is looked at: a character that ends past `max` is not kept anyway.
  const start = Array.from(value)
    .slice(0, max + 1)
    .join('');
  for (const grapheme of graphemes(start)) {
    const size = charLength(grapheme);
    if (length + size > max - 1) break;
    kept += grapheme;
    length += size;
  }
  const lastSpace = kept.lastIndexOf(' ');
  if (lastSpace >= kept.length * 0.8) kept = kept.slice(0, lastSpace);
  return `${kept.trimEnd()}${ELLIPSIS}`;
}

/** A header value: one line of at most `max` characters. */
export function headerText(value: string, max: number): string {
  return cut(oneLine(value), max);
}
