import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './csv';

describe('csvCell', () => {
  it('leaves plain text as it is', () => {
    expect(csvCell('Jane Doe')).toBe('Jane Doe');
    expect(csvCell(3)).toBe('3');
  });

  it('writes null and undefined as empty cells', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes (RFC 4180)', () => {
    expect(csvCell('Kandy, Ella')).toBe('"Kandy, Ella"');
    expect(csvCell('the "best" driver')).toBe('"the ""best"" driver"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
  });

  it.each(['=1+1', '+44 7700 900123', '-2', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'prefixes a quote to %j so spreadsheets do not run it',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('guards and quotes a formula that also needs quoting', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('does not touch those characters later in the text', () => {
    expect(csvCell('a=b+c-d@e')).toBe('a=b+c-d@e');
  });
});

describe('buildCsv', () => {
  it('joins cells with commas and ends every row with CRLF', () => {
    expect(
      buildCsv([
        ['Name', 'Places'],
        ['Jane', 'Kandy, Ella'],
        ['Raj', null],
      ]),
    ).toBe('Name,Places\r\nJane,"Kandy, Ella"\r\nRaj,\r\n');
  });
});
