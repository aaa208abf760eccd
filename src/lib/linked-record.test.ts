import { describe, expect, it } from 'vitest';
import { linkedRecord, needsLookup, type LinkedRecordInput } from './linked-record';

const ID = '3f2b8c1e-9d4a-4b6f-8e2d-1a2b3c4d5e6f';
const ROW = { id: ID, name: 'Nadia' };

const input = (over: Partial<LinkedRecordInput<typeof ROW>>): LinkedRecordInput<typeof ROW> => ({
  id: ID,
  listed: undefined,
  settled: true,
  lookup: null,
  attempt: 0,
  ...over,
});

describe('linkedRecord', () => {
  it('shows nothing without an id, and never looks anything up', () => {
    expect(linkedRecord(input({ id: undefined }))).toEqual({ status: 'none' });
    expect(needsLookup(input({ id: undefined }))).toBe(false);
  });

  it('shows the list’s own row as soon as the list has it, read or not, without a lookup', () => {
    const listed = { ...ROW, name: 'Nadia (live)' };
    for (const settled of [false, true]) {
      expect(linkedRecord(input({ listed, settled }))).toEqual({ status: 'shown', item: listed });
      expect(needsLookup(input({ listed, settled }))).toBe(false);
    }
    // Even over an earlier lookup's copy: the list's row follows later changes.
    const lookup = { id: ID, attempt: 0, result: { item: ROW } };
    expect(linkedRecord(input({ listed, lookup }))).toEqual({ status: 'shown', item: listed });
  });

  it('waits for the list before looking the record up on its own', () => {
    expect(linkedRecord(input({ settled: false }))).toEqual({ status: 'pending' });
    expect(needsLookup(input({ settled: false }))).toBe(false);
    expect(needsLookup(input({}))).toBe(true);
    expect(linkedRecord(input({}))).toEqual({ status: 'pending' });
  });

  it('shows the lookup’s answer: the record, or that it is missing, or that it could not be read', () => {
    const answer = (result: 'missing' | 'failed' | { item: typeof ROW }) =>
      input({ lookup: { id: ID, attempt: 0, result } });
    expect(linkedRecord(answer({ item: ROW }))).toEqual({ status: 'shown', item: ROW });
    expect(linkedRecord(answer('missing'))).toEqual({ status: 'missing' });
    expect(linkedRecord(answer('failed'))).toEqual({ status: 'failed' });
    expect(needsLookup(answer('failed'))).toBe(false);
  });

  it('does not take an answer about another record, or an earlier try, for this one', () => {
    const other = input({ lookup: { id: 'a0000000-0000-4000-8000-000000000000', attempt: 0, result: 'missing' } });
    expect(linkedRecord(other)).toEqual({ status: 'pending' });
    expect(needsLookup(other)).toBe(true);
    const retried = input({ attempt: 1, lookup: { id: ID, attempt: 0, result: 'failed' } });
    expect(linkedRecord(retried)).toEqual({ status: 'pending' });
    expect(needsLookup(retried)).toBe(true);
  });
});
