import { describe, expect, it } from 'vitest';
import {
  bindingId,
  bindingMatches,
  decodeFrame,
  encodeFrame,
  encodeRaw,
  filterText,
  parseBinding,
  parseFilters,
  parseVsn,
  replyFrame,
} from './realtime-protocol.ts';

describe('frames', () => {
  it('decodes vsn 2.0.0 arrays and vsn 1.0.0 objects', () => {
    expect(decodeFrame('2.0.0', '["1","2","realtime:a","phx_join",{"x":1}]')).toEqual({
      joinRef: '1',
      ref: '2',
      topic: 'realtime:a',
      event: 'phx_join',
      payload: { x: 1 },
    });
    expect(decodeFrame('1.0.0', '{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"5"}')).toEqual({
      joinRef: null,
      ref: '5',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
  });

  it('rejects what is not a Phoenix message', () => {
    expect(decodeFrame('2.0.0', 'not json')).toBeUndefined();
    expect(decodeFrame('2.0.0', '{"topic":"a","event":"b"}')).toBeUndefined();
    expect(decodeFrame('1.0.0', '["1","2","t","e",{}]')).toBeUndefined();
    expect(decodeFrame('2.0.0', '[null,null,1,"e",{}]')).toBeUndefined();
  });

  it('encodes replies in each version (V1 has no join_ref)', () => {
    const request = { joinRef: '1', ref: '3', topic: 'realtime:a' };
    expect(JSON.parse(replyFrame('2.0.0', request, 'ok', { a: 1 }))).toEqual([
      '1',
      '3',
      'realtime:a',
      'phx_reply',
      { status: 'ok', response: { a: 1 } },
    ]);
    expect(JSON.parse(replyFrame('1.0.0', request, 'error', { reason: 'x' }))).toEqual({
      topic: 'realtime:a',
      event: 'phx_reply',
      payload: { status: 'error', response: { reason: 'x' } },
      ref: '3',
    });
  });

  it('embeds pre-serialised payloads verbatim', () => {
    const frame = encodeRaw('2.0.0', null, null, 'realtime:a', 'postgres_changes', '{"ids":[1],"data":{"n":1}}');
    expect(JSON.parse(frame)).toEqual([null, null, 'realtime:a', 'postgres_changes', { ids: [1], data: { n: 1 } }]);
    const message = { joinRef: null, ref: null, topic: 't', event: 'e', payload: { a: '"' } };
    expect(decodeFrame('1.0.0', encodeFrame('1.0.0', message))).toEqual(message);
  });

  it('accepts the two versions Realtime serves, defaulting to 1.0.0', () => {
    expect(parseVsn('2.0.0')).toBe('2.0.0');
    expect(parseVsn(null)).toBe('1.0.0');
    expect(parseVsn('3.0.0')).toBeUndefined();
  });
});

describe('postgres_changes bindings', () => {
  it('parses schema/table/filter the way Realtime does', () => {
    expect(parseBinding({ event: 'INSERT', schema: 'public', table: 'todos', filter: 'id=eq.5' })).toEqual({
      ok: true,
      binding: {
        action: 'INSERT',
        schema: 'public',
        table: 'todos',
        filters: [{ column: 'id', op: 'eq', value: '5' }],
      },
    });
    expect(parseBinding({ event: '*', schema: 'public' })).toMatchObject({ binding: { table: '*', action: '*' } });
    expect(parseBinding({ table: 'todos' })).toMatchObject({ binding: { schema: 'public', table: 'todos' } });
    expect(parseBinding({ event: 'delete', schema: 'public', table: 't' })).toMatchObject({
      binding: { action: 'DELETE' },
    });
    expect(parseBinding({ event: 'weird', schema: 'public', table: 't' })).toMatchObject({ binding: { action: '*' } });
  });

  it('refuses bindings without a schema or table, and unknown operators', () => {
    expect(parseBinding({ event: '*' })).toMatchObject({ ok: false });
    expect(parseBinding({ event: '*', filter: 'a=eq.1' })).toMatchObject({ ok: false });
    const bad = parseBinding({ schema: 'public', table: 't', filter: 'subject=foo.hey' });
    expect(bad).toEqual({ ok: false, message: 'Error parsing `filter` params: ["foo","hey"]' });
    expect(parseBinding({ schema: 'public', table: 't', filter: 'undefined' })).toMatchObject({ ok: false });
  });

  it('turns in.(a,b) into an array literal and splits AND-ed filters at top level', () => {
    expect(parseFilters('name=in.(a,"b,c")')).toEqual({
      ok: true,
      filters: [{ column: 'name', op: 'in', value: '{a,"b,c"}' }],
    });
    expect(parseFilters('id=gt.0,id=lt.100')).toEqual({
      ok: true,
      filters: [
        { column: 'id', op: 'gt', value: '0' },
        { column: 'id', op: 'lt', value: '100' },
      ],
    });
    expect(parseFilters('   ')).toEqual({ ok: true, filters: [] });
    expect(parseFilters('email=eq.a.b@c.d')).toEqual({
      ok: true,
      filters: [{ column: 'email', op: 'eq', value: 'a.b@c.d' }],
    });
  });

  it('matches changes by action, schema and table (with wildcards)', () => {
    const b = { action: 'INSERT' as const, schema: 'public', table: '*', filters: [] };
    expect(bindingMatches(b, 'public', 'x', 'INSERT')).toBe(true);
    expect(bindingMatches(b, 'public', 'x', 'UPDATE')).toBe(false);
    expect(bindingMatches(b, 'other', 'x', 'INSERT')).toBe(false);
  });

  it('gives equal params equal ids, whatever the key order', () => {
    const a = bindingId({ event: '*', schema: 'public', table: 't' });
    expect(a).toBe(bindingId({ table: 't', schema: 'public', event: '*' }));
    expect(a).not.toBe(bindingId({ event: 'INSERT', schema: 'public', table: 't' }));
    expect(Number.isInteger(a) && a >= 0 && a < 2 ** 27).toBe(true);
  });
});

describe('filterText', () => {
  it('writes filters back as a client wrote them', () => {
    const parsed = parseFilters('adults=in.(4,5),country=eq.Sri Lanka');
    expect(parsed.ok && filterText(parsed.filters)).toBe('adults=in.(4,5),country=eq.Sri Lanka');
  });
});
