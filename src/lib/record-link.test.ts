import { describe, expect, it } from 'vitest';
import { parseOpenSearch } from './record-link';

const ID = '3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6f';

describe('parseOpenSearch', () => {
  it('keeps a uuid', () => {
    expect(parseOpenSearch({ open: ID })).toEqual({ open: ID });
  });

  it('writes a uuid in capitals as the database does, in lower case', () => {
    expect(parseOpenSearch({ open: ID.toUpperCase() })).toEqual({ open: ID });
  });

  it('answers anything but a uuid with an explicit undefined, so the router drops the raw value', () => {
    for (const open of [
      '',
      'abc',
      `${ID}x`,
      ` ${ID}`,
      ID.replace(/-/g, ''),
      '3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6g',
      "1' or '1'='1",
      123,
      null,
      [ID],
      { id: ID },
      undefined,
    ]) {
      const parsed = parseOpenSearch({ open });
      expect(Object.keys(parsed), String(open)).toEqual(['open']);
      expect(parsed.open, String(open)).toBeUndefined();
    }
  });

  it('ignores other search keys', () => {
    expect(parseOpenSearch({ id: ID, other: 'x' })).toEqual({ open: undefined });
  });
});
