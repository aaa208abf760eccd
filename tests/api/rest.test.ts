/**
 * The PostgREST subset at /rest/v1 through the real supabase-js client (and raw fetch where the wire
 * itself is the point): filters, order, ranges, counts, singular responses, writes, RPC, errors, and
 * that nothing in a query string or body can reach SQL as code. Scratch tables are created per suite;
 * the project's own tables are used where their rules matter.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../supabase/local/jwt';
import { startTestServer, type TestServer } from '../helpers/server';

let t: TestServer;
let anon: SupabaseClient;
let service: SupabaseClient;

const ITEMS = [
  { id: 1, name: 'Alpha', qty: 10, note: 'first', tags: ['tea', 'hills'] },
  { id: 2, name: 'beta', qty: 3, note: null, tags: ['beach'] },
  { id: 3, name: 'Gamma, the third', qty: 7, note: 'has "quotes"', tags: [] },
  { id: 4, name: 'delta', qty: 0, note: null, tags: ['tea'] },
  { id: 5, name: 'Epsilon (5)', qty: 7, note: 'last', tags: null },
];

beforeAll(async () => {
  t = await startTestServer();
  anon = t.client();
  service = t.serviceClient();
  await t.server.db.exec(`
    create table public.scratch_items (
      id integer primary key,
      name text not null,
      qty integer not null default 5 constraint scratch_items_qty_non_negative check (qty >= 0),
      note text,
      tags text[],
      meta jsonb,
      created_at timestamptz not null default now()
    );
    alter table public.scratch_items enable row level security;
    create policy "anyone reads" on public.scratch_items for select to anon, authenticated using (true);
    create policy "anyone adds" on public.scratch_items for insert to anon, authenticated with check (true);
    create policy "anyone edits" on public.scratch_items for update to anon, authenticated using (true) with check (true);
    create policy "anyone deletes" on public.scratch_items for delete to anon, authenticated using (true);

    -- RLS on, no policy: every row is invisible to anon.
    create table public.scratch_secrets (id integer primary key, secret text);
    alter table public.scratch_secrets enable row level security;
    insert into public.scratch_secrets values (1, 'hidden');

    create table public.scratch_many (id integer primary key);
    insert into public.scratch_many select generate_series(1, 1005);

    create function public.scratch_add(a integer, b integer) returns integer
      language sql immutable as $$ select a + b $$;
    create function public.scratch_items_over(min_qty integer default 0) returns setof public.scratch_items
      language sql stable as $$ select * from public.scratch_items where qty >= min_qty $$;
    create function public.scratch_names() returns setof text
      language sql stable as $$ select name from public.scratch_items order by id $$;
    create function public.scratch_touch(new_id integer) returns void
      language sql volatile as $$ insert into public.scratch_items (id, name) values (new_id, 'touched') $$;
    create function public.scratch_echo(payload jsonb) returns jsonb
      language sql immutable as $$ select jsonb_build_object('got', payload) $$;

    -- As on hosted Supabase, new objects in public are granted to nobody: every grant is by name.
    grant select, insert, update, delete on public.scratch_items, public.scratch_secrets, public.scratch_many
      to anon, authenticated, service_role;
    grant execute on function public.scratch_add(integer, integer), public.scratch_items_over(integer),
      public.scratch_names(), public.scratch_touch(integer), public.scratch_echo(jsonb)
      to anon, authenticated, service_role;
  `);
  const { error } = await service.from('scratch_items').insert(ITEMS);
  expect(error).toBeNull();
});

afterAll(async () => {
  await t?.close();
});

/** Raw request to /rest/v1 with the anon key unless headers say otherwise. */
function rest(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return fetch(`${t.url}/rest/v1${path}`, { ...init, headers: { apikey: t.anonKey, ...init.headers } });
}

describe('reading with filters', () => {
  const names = async (
    build: (q: ReturnType<SupabaseClient['from']>) => PromiseLike<{ data: unknown; error: unknown }>,
  ) => {
    const { data, error } = await build(anon.from('scratch_items'));
    expect(error).toBeNull();
    return (data as { name: string }[]).map((r) => r.name);
  };

  it('supports the comparison operators', async () => {
    expect(await names((q) => q.select('name').eq('qty', 7).order('id'))).toEqual(['Gamma, the third', 'Epsilon (5)']);
    expect(await names((q) => q.select('name').neq('qty', 7).order('id'))).toEqual(['Alpha', 'beta', 'delta']);
    expect(await names((q) => q.select('name').gt('qty', 7))).toEqual(['Alpha']);
    expect(await names((q) => q.select('name').gte('qty', 7).order('id'))).toEqual([
      'Alpha',
      'Gamma, the third',
      'Epsilon (5)',
    ]);
    expect(await names((q) => q.select('name').lt('qty', 3))).toEqual(['delta']);
    expect(await names((q) => q.select('name').lte('qty', 3).order('id'))).toEqual(['beta', 'delta']);
  });

  it('supports like/ilike with % and *', async () => {
    expect(await names((q) => q.select('name').like('name', '%eta'))).toEqual(['beta']);
    expect(await names((q) => q.select('name').ilike('name', 'a*').order('id'))).toEqual(['Alpha']);
    expect(await names((q) => q.select('name').ilike('name', '*ta').order('id'))).toEqual(['beta', 'delta']);
  });

  it('supports in with values that need quoting, and is', async () => {
    expect(
      await names((q) => q.select('name').in('name', ['Gamma, the third', 'Epsilon (5)', 'nope']).order('id')),
    ).toEqual(['Gamma, the third', 'Epsilon (5)']);
    expect(await names((q) => q.select('name').is('note', null).order('id'))).toEqual(['beta', 'delta']);
    expect(await names((q) => q.select('name').not('note', 'is', null).order('id'))).toEqual([
      'Alpha',
      'Gamma, the third',
      'Epsilon (5)',
    ]);
    expect(await names((q) => q.select('name').in('id', []))).toEqual([]);
  });

  it('supports not, or and nested and/or with quoted values', async () => {
    expect(await names((q) => q.select('name').not('name', 'in', '("Gamma, the third",beta)').order('id'))).toEqual([
      'Alpha',
      'delta',
      'Epsilon (5)',
    ]);
    expect(
      await names((q) => q.select('name').or('qty.eq.0,and(qty.eq.7,note.eq."has \\"quotes\\"")').order('id')),
    ).toEqual(['Gamma, the third', 'delta']);
    expect(
      await names((q) => q.select('name').or('name.eq."Epsilon (5)",not.and(qty.gt.1,id.lt.5)').order('id')),
    ).toEqual(['delta', 'Epsilon (5)']);
    const response = await rest('/scratch_items?select=name&and=(qty.gte.3,or(tags.cs.{tea},note.is.null))&order=id');
    expect(await response.json()).toEqual([{ name: 'Alpha' }, { name: 'beta' }]);
  });

  it('orders by several columns with nulls placement, and pages with range', async () => {
    expect(await names((q) => q.select('name').order('qty', { ascending: false }).order('name'))).toEqual([
      'Alpha',
      'Epsilon (5)',
      'Gamma, the third',
      'beta',
      'delta',
    ]);
    expect(
      await names((q) => q.select('name').order('note', { ascending: true, nullsFirst: true }).order('id').limit(3)),
    ).toEqual(['beta', 'delta', 'Alpha']);
    expect(await names((q) => q.select('name').order('id').range(1, 2))).toEqual(['beta', 'Gamma, the third']);
  });

  it('returns selected columns with aliases and casts, as Postgres renders them', async () => {
    const { data, error } = await anon.from('scratch_items').select('id, label:name, qty::text, tags').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, label: 'Alpha', qty: '10', tags: ['tea', 'hills'] }]);
  });

  it('counts exactly, with Content-Range and 206 for a partial page', async () => {
    const { data, count, status } = await anon
      .from('scratch_items')
      .select('id', { count: 'exact' })
      .order('id')
      .range(0, 1);
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(count).toBe(5);
    expect(status).toBe(206);

    const head = await anon.from('scratch_items').select('*', { count: 'exact', head: true }).gt('qty', 5);
    expect(head).toMatchObject({ data: null, count: 3, status: 200, error: null });

    const raw = await rest('/scratch_items?select=id&order=id&offset=3', { headers: { Prefer: 'count=exact' } });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('3-4/5');
    const none = await rest('/scratch_items?select=id&id=gt.100', { headers: { Prefer: 'count=exact' } });
    expect(none.headers.get('content-range')).toBe('*/0');
    const beyond = await rest('/scratch_items?offset=9', { headers: { Prefer: 'count=exact' } });
    expect(beyond.status).toBe(416);
    expect(await beyond.json()).toMatchObject({ code: 'PGRST103' });
  });

  it('caps a read at 1000 rows', async () => {
    const { data, count } = await anon.from('scratch_many').select('id', { count: 'exact' });
    expect(data).toHaveLength(1000);
    expect(count).toBe(1005);
  });

  it('answers single() with an object or 406 PGRST116, maybeSingle() with null', async () => {
    expect(await anon.from('scratch_items').select('name').eq('id', 2).single()).toMatchObject({
      data: { name: 'beta' },
      error: null,
    });
    const none = await anon.from('scratch_items').select('name').eq('id', 99).single();
    expect(none.status).toBe(406);
    expect(none.error).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'Cannot coerce the result to a single JSON object',
    });
    const many = await anon.from('scratch_items').select('name').eq('qty', 7).single();
    expect(many.error?.details).toBe('The result contains 2 rows');
    expect(await anon.from('scratch_items').select('name').eq('id', 99).maybeSingle()).toMatchObject({
      data: null,
      error: null,
    });
  });

  it('lets RLS decide: rows without a policy are simply not there', async () => {
    expect(await anon.from('scratch_secrets').select('*')).toMatchObject({ data: [], error: null, status: 200 });
    expect((await service.from('scratch_secrets').select('secret')).data).toEqual([{ secret: 'hidden' }]);
  });
});

describe('writing', () => {
  it('inserts with return=minimal (201, no body) and with representation honouring select', async () => {
    const minimal = await anon.from('scratch_items').insert({ id: 100, name: 'minimal' });
    expect(minimal).toMatchObject({ data: null, error: null, status: 201 });

    const represented = await anon
      .from('scratch_items')
      .insert({ id: 101, name: 'shown', meta: { a: [1, 2] } })
      .select('id, name, qty, meta');
    expect(represented.status).toBe(201);
    // qty was absent from the object: the column default applies, not null.
    expect(represented.data).toEqual([{ id: 101, name: 'shown', qty: 5, meta: { a: [1, 2] } }]);
  });

  it('inserts arrays; with defaultToNull:false a key missing from one object takes the default', async () => {
    const { data, error } = await anon
      .from('scratch_items')
      .insert(
        [
          { id: 102, name: 'two', qty: 2 },
          { id: 103, name: 'dflt' },
        ],
        { defaultToNull: false },
      )
      .select('id, qty');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 102, qty: 2 },
      { id: 103, qty: 5 },
    ]);
    const nulls = await anon.from('scratch_items').insert([
      { id: 104, name: 'x', qty: 1 },
      { id: 105, name: 'y' },
    ]);
    // PostgREST semantics without missing=default: an absent key is NULL, which the NOT NULL column refuses.
    expect(nulls.error?.code).toBe('23502');
    expect(nulls.status).toBe(400);
    expect((await service.from('scratch_items').select('id').in('id', [104, 105])).data).toEqual([]);
  });

  it('upserts with merge-duplicates and ignore-duplicates', async () => {
    const merged = await anon.from('scratch_items').upsert({ id: 100, name: 'merged' }).select('id, name');
    expect(merged.data).toEqual([{ id: 100, name: 'merged' }]);
    const ignored = await anon
      .from('scratch_items')
      .upsert({ id: 100, name: 'ignored' }, { ignoreDuplicates: true })
      .select('name');
    expect(ignored.data).toEqual([]);
  });

  it('updates with representation (200) or minimal (204)', async () => {
    const shown = await anon.from('scratch_items').update({ note: 'edited' }).eq('id', 100).select('id, note');
    expect(shown).toMatchObject({ status: 200, data: [{ id: 100, note: 'edited' }] });
    const minimal = await anon.from('scratch_items').update({ qty: 9 }).eq('id', 100);
    expect(minimal).toMatchObject({ status: 204, data: null, error: null });
    expect((await anon.from('scratch_items').select('qty').eq('id', 100).single()).data).toEqual({ qty: 9 });
  });

  it('rolls back a singular update that matched several rows', async () => {
    const { error, status } = await anon.from('scratch_items').update({ note: 'oops' }).eq('qty', 7).select().single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const { data } = await anon.from('scratch_items').select('note').eq('qty', 7).order('id');
    expect(data).toEqual([{ note: 'has "quotes"' }, { note: 'last' }]);
  });

  it('refuses UPDATE/DELETE without filters, as hosted Supabase does', async () => {
    const update = await anon.from('scratch_items').update({ note: 'all' });
    expect(update).toMatchObject({ status: 400, error: { code: '21000', message: 'UPDATE requires a WHERE clause' } });
    const del = await anon.from('scratch_items').delete();
    expect(del).toMatchObject({ status: 400, error: { code: '21000', message: 'DELETE requires a WHERE clause' } });
  });

  it('deletes with 204, or 200 with the deleted rows', async () => {
    expect(await anon.from('scratch_items').delete().eq('id', 102)).toMatchObject({ status: 204, error: null });
    const shown = await anon.from('scratch_items').delete().eq('id', 103).select('id');
    expect(shown).toMatchObject({ status: 200, data: [{ id: 103 }] });
    expect(await anon.from('scratch_items').delete().eq('id', 103).select('id')).toMatchObject({
      status: 200,
      data: [],
    });
  });

  it('maps constraint violations to 400 and keeps nothing', async () => {
    const { error, status } = await anon.from('scratch_items').insert({ id: 110, name: 'neg', qty: -1 });
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514' });
    expect(error?.message).toContain('scratch_items_qty_non_negative');
    const dup = await anon.from('scratch_items').insert({ id: 1, name: 'again' });
    expect(dup).toMatchObject({ status: 409, error: { code: '23505' } });
    // Postgres leaves the key out of DETAIL when RLS applies to the caller; service_role bypasses RLS.
    expect(dup.error?.details).toBeNull();
    const serviceDup = await service.from('scratch_items').insert({ id: 1, name: 'again' });
    expect(serviceDup.error?.details).toBe('Key (id)=(1) already exists.');
  });

  it('names unknown columns in the body with PGRST204 and bad JSON with PGRST102', async () => {
    const unknown = await anon.from('scratch_items').insert({ id: 111, name: 'x', colour: 'red' });
    expect(unknown).toMatchObject({
      status: 400,
      error: { code: 'PGRST204', message: "Could not find the 'colour' column of 'scratch_items' in the schema cache" },
    });
    const bad = await rest('/scratch_items', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"id":',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ code: 'PGRST102', details: null, hint: null, message: 'Empty or invalid json' });
  });

  it('ignores Prefer: tx=rollback, as hosted PostgREST (db-tx-end = commit) does', async () => {
    const { data } = await anon.from('scratch_items').insert({ id: 120, name: 'ghost' }).select('id').rollback();
    expect(data).toEqual([{ id: 120 }]);
    expect((await anon.from('scratch_items').select('id').eq('id', 120)).data).toEqual([{ id: 120 }]);
  });
});

describe('rpc', () => {
  it('returns scalars as JSON scalars, by POST and by GET', async () => {
    expect(await anon.rpc('scratch_add', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    expect(await anon.rpc('scratch_add', { a: 2, b: 40 }, { get: true })).toMatchObject({ data: 42, error: null });
  });

  it('returns sets as arrays that filters, order and limit apply to', async () => {
    const { data, error } = await anon
      .rpc('scratch_items_over', { min_qty: 5 })
      .select('name')
      .lt('qty', 10)
      .lt('id', 100)
      .order('name');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Epsilon (5)' }, { name: 'Gamma, the third' }]);
    const { data: page, count } = await anon
      .rpc('scratch_items_over', {}, { count: 'exact' })
      .select('id')
      .order('id')
      .limit(2);
    expect(page).toEqual([{ id: 1 }, { id: 2 }]);
    expect(count).toBeGreaterThanOrEqual(5);
    expect((await anon.rpc('scratch_names').limit(2)).data).toEqual(['Alpha', 'beta']);
  });

  it('passes a JSON body to a single unnamed jsonb parameter only when asked, else by name', async () => {
    expect((await anon.rpc('scratch_echo', { payload: { x: [1, 'two'] } })).data).toEqual({ got: { x: [1, 'two'] } });
  });

  it('answers 204 for void functions and runs GET read-only', async () => {
    expect(await anon.rpc('scratch_touch', { new_id: 130 })).toMatchObject({ status: 204, data: null, error: null });
    expect((await anon.from('scratch_items').select('name').eq('id', 130)).data).toEqual([{ name: 'touched' }]);
    const viaGet = await anon.rpc('scratch_touch', { new_id: 131 }, { get: true });
    expect(viaGet).toMatchObject({ status: 405, error: { code: '25006' } });
  });

  it('answers 404 PGRST202 for unknown functions or arguments', async () => {
    const { error, status } = await anon.rpc('scratch_nothing', { b: 1, a: 2 });
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.scratch_nothing(a, b) in the schema cache',
    });
    expect((await anon.rpc('scratch_add', { a: 1 })).error?.code).toBe('PGRST202');
  });
});

describe('errors and the gateway', () => {
  it('refuses a request without a key with the gateway body', async () => {
    const response = await fetch(`${t.url}/rest/v1/scratch_items`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  });

  it('refuses bad and expired JWTs with PGRST301/PGRST303 and WWW-Authenticate', async () => {
    const forged = signJwt({ role: 'service_role', exp: 1983812996 }, 'another-secret-another-secret-another');
    const bad = await rest('/scratch_items', { headers: { apikey: forged, Authorization: `Bearer ${forged}` } });
    expect(bad.status).toBe(401);
    expect(bad.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await bad.json()).code).toBe('PGRST301');

    const expired = signJwt({ role: 'anon', exp: Math.floor(Date.now() / 1000) - 60 }, t.server.config.jwtSecret);
    const late = await rest('/scratch_items', { headers: { apikey: t.anonKey, Authorization: `Bearer ${expired}` } });
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' });
  });

  it('exposes only the public schema', async () => {
    const response = await rest('/scratch_items', { headers: { 'Accept-Profile': 'auth' } });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: auth' });
    const write = await rest('/scratch_items', {
      method: 'POST',
      headers: { 'Content-Profile': 'private', 'Content-Type': 'application/json' },
      body: '{"id":140,"name":"x"}',
    });
    expect(write.status).toBe(406);
  });

  it('maps unknown tables, columns and bad values', async () => {
    expect(await anon.from('no_such_table').select()).toMatchObject({
      status: 404,
      error: { code: 'PGRST205', message: "Could not find the table 'public.no_such_table' in the schema cache" },
    });
    expect(await anon.from('scratch_items').select('nope')).toMatchObject({ status: 400, error: { code: '42703' } });
    expect(await anon.from('scratch_items').select().eq('qty', 'many')).toMatchObject({
      status: 400,
      error: { code: '22P02' },
    });
    expect(await anon.from('scratch_items').select('id, other(name)')).toMatchObject({
      status: 400,
      error: { code: 'PGRST100' },
    });
  });

  it('keeps hostile filters, orders, columns and names as data', async () => {
    const hostile = [
      "x'; drop table public.scratch_items; --",
      'x"); drop table public.scratch_items; --',
      "' or '1'='1",
    ];
    for (const value of hostile) {
      const { data, error } = await anon.from('scratch_items').select('id').eq('name', value);
      expect(error).toBeNull();
      expect(data).toEqual([]);
      const quoted = `"${value.replace(/["\\]/g, '\\$&')}"`;
      expect(await anon.from('scratch_items').select('id').or(`name.eq.${quoted},id.eq.0`)).toMatchObject({
        data: [],
        error: null,
      });
      // Unquoted, a `)` or `,` ends the value: the tree no longer parses, which is refused, never run.
      const unquoted = await anon.from('scratch_items').select('id').or(`name.eq.${value}`);
      expect(unquoted.error === null ? unquoted.data : unquoted.error.code).toEqual(
        unquoted.error === null ? [] : 'PGRST100',
      );
      // postgrest-js does not escape `"` inside in() values; such a list is refused, never run.
      const list = await anon.from('scratch_items').select('id').in('name', [value]);
      expect(list.error === null ? list.data : list.error.code).toEqual(list.error === null ? [] : 'PGRST100');
    }
    expect((await anon.from('scratch_items').select('id').order('id desc; drop table scratch_items')).error?.code).toBe(
      '42703',
    );
    expect((await anon.from('scratch_items').select('id, "name"" from x; --"')).error?.code).toBe('42703');
    expect(
      (await anon.from('scratch_items').insert({ id: 150, 'name") values (1); drop table x; --': 'y' })).error?.code,
    ).toBe('PGRST204');
    expect((await anon.from('scratch_items"; drop table public.scratch_items; --').select()).error?.code).toBe(
      'PGRST205',
    );
    const raw = await rest(`/scratch_items?select=id&id=eq.1)%20or%20(1=1&limit=1;drop`);
    expect(raw.status).toBe(400);
    const { count } = await service.from('scratch_items').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThanOrEqual(5);
  });
});

describe('the project schema', () => {
  const inquiry = (overrides: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    tour_id: 'cultural-triangle-5day',
    tour_title: 'Cultural Triangle',
    first_name: 'Ada',
    last_name: 'Example',
    email: `ada-${randomUUID().slice(0, 8)}@example.com`,
    phone: '+44 20 7946 0000',
    country: 'United Kingdom',
    adults: 2,
    children: 0,
    ...overrides,
  });

  it('takes an anonymous inquiry once: a replayed id is 409 23505 and still one row', async () => {
    const row = inquiry();
    expect(await anon.from('tour_inquiries').insert(row)).toMatchObject({ status: 201, error: null, data: null });
    const again = await anon.from('tour_inquiries').insert(row);
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe('23505');
    const { count } = await service.from('tour_inquiries').select('*', { count: 'exact', head: true }).eq('id', row.id);
    expect(count).toBe(1);
  });

  it('does not let anon read inquiries back (no SELECT grant: 401 42501)', async () => {
    const { data, error, status } = await anon.from('tour_inquiries').select('id');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
    // Reading back as part of the insert needs SELECT too, so representation is refused the same way.
    const represented = await anon.from('tour_inquiries').insert(inquiry()).select('id');
    expect(represented.error?.code).toBe('42501');
  });

  it('refuses an out-of-range value with 400 23514 naming the constraint, storing nothing', async () => {
    const row = inquiry({ adults: 0 });
    const { error, status } = await anon.from('tour_inquiries').insert(row);
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('tour_inquiries_adults_range');
    const { count } = await service.from('tour_inquiries').select('*', { count: 'exact', head: true }).eq('id', row.id);
    expect(count).toBe(0);
  });

  it('turns the per-e-mail throttle (PT429) into HTTP 429', async () => {
    const email = `busy-${randomUUID().slice(0, 8)}@example.com`;
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await anon.from('tour_inquiries').insert(inquiry({ email })));
    expect(results.slice(0, 5).map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results[5]).toMatchObject({ status: 429, error: { code: 'PT429' } });
  });

  it('calls the stats RPCs: composite results are objects; anon may not run them', async () => {
    const stats = await service.rpc('custom_review_stats');
    expect(stats.error).toBeNull();
    expect(stats.data).toEqual({ total: 0, approved: 0, pending: 0, average_rating: 0 });
    const check = await service.rpc('gallery_can_upload', { total_bytes: 1024, file_count: 1 });
    expect(check.data).toEqual({ can_upload: true, reasons: [] });
    const denied = await anon.rpc('custom_review_stats');
    expect(denied).toMatchObject({ status: 401, error: { code: '42501' } });
  });
});
