import { describe, expect, it } from 'vitest';
import { optedOut } from './privacy';

describe('optedOut', () => {
  it('honours Do Not Track (navigator or window) and Global Privacy Control', () => {
    expect(optedOut({ navigator: { doNotTrack: '1' } })).toBe(true);
    expect(optedOut({ navigator: {}, window: { doNotTrack: '1' } })).toBe(true);
    expect(optedOut({ navigator: { globalPrivacyControl: true } })).toBe(true);
  });
  it('records otherwise', () => {
    expect(optedOut({ navigator: { doNotTrack: '0', globalPrivacyControl: false }, window: {} })).toBe(false);
    expect(optedOut({ navigator: { doNotTrack: 'unspecified' } })).toBe(false);
    expect(optedOut({ navigator: { doNotTrack: null } })).toBe(false);
  });
});
