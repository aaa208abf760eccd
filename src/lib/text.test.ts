import { describe, expect, it } from 'vitest';
import { truncate } from './text';

describe('truncate', () => {
  it('keeps text up to the limit', () => {
    expect(truncate('a'.repeat(150), 150)).toBe('a'.repeat(150));
  });
  it("cuts longer text at the limit and adds '...'", () => {
    expect(truncate('a'.repeat(151), 150)).toBe(`${'a'.repeat(150)}...`);
    expect(truncate('word '.repeat(40), 12)).toBe('word word wo...');
  });
});
