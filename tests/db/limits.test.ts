/**
 * One source of truth, checked both ways: the constants in src/config/limits.ts equal the numbers and
 * lists in the SQL (read back from constraint definitions, defaults, functions, the bucket and behaviour
 * at the boundaries), and src/types/database.ts agrees with the catalog for every public table and RPC.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as limits from '../../src/config/limits';
import {
  ANON,
  asRole,
  asRoleRolledBack,
  createTestDb,
  createUser,
  failure,
  insertJson,
  isoDate,
  makeAdmin,
  sampleRow,
  testBackends,
  uniqueEmail,
  type Actor,
  type TestDb,
} from '../helpers/db';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => String(min + i));

/** The quoted text literals in a constraint definition, in order. */
const literals = (def: string) => [...def.matchAll(/'((?:[^']|'')*)'/g)].map((m) => (m[1] ?? '').replace(/''/g, "'"));
const numberAfter = (def: string, operator: '>=' | '<=') => {
  const match = new RegExp(`${operator} (-?\\d+)`).exec(def);
  if (!match) throw new Error(`no "${operator} n" in ${def}`);
  return Number(match[1]);
};

describe.each(testBackends())('limits.ts and database.ts against the schema on %s', (backend) => {
  let db: TestDb;
  let admin: Actor;
  const constraints = new Map<string, string>();

  const def = (name: string) => {
    const found = constraints.get(name);
    if (!found) throw new Error(`constraint ${name} not found`);
    return found;
  };

  beforeAll(async () => {
    db = await createTestDb({ backend });
    const adminEmail = uniqueEmail('admin');
    const adminId = await createUser(db, adminEmail, 'admin-password-1234');
    await makeAdmin(db, adminId);
    admin = { role: 'authenticated', sub: adminId, email: adminEmail };
    const { rows } = await db.query<{ conname: string; def: string }>(
      `select c.conname, pg_get_constraintdef(c.oid) as def
         from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = 'public' and c.contype = 'c'`,
    );
    for (const r of rows) constraints.set(r.conname, r.def);
  });

  afterAll(async () => {
    await db?.close();
  });

  describe('enumerations', () => {
    it.each([
      ['tour_inquiries_status_valid', limits.INQUIRY_STATUSES],
      ['custom_tour_requests_status_valid', limits.INQUIRY_STATUSES],
      ['reviews_status_valid', limits.REVIEW_STATUSES],
      ['custom_reviews_status_valid', limits.REVIEW_STATUSES],
      ['custom_tour_requests_number_of_people_valid', limits.NUMBER_OF_PEOPLE_OPTIONS],
      ['custom_tour_requests_budget_range_valid', limits.BUDGET_RANGE_OPTIONS],
      ['gallery_category_valid', limits.GALLERY_CATEGORIES],
      ['gallery_upload_source_valid', limits.GALLERY_UPLOAD_SOURCES],
      ['reviews_validation_source_valid', limits.VALIDATION_SOURCES],
      ['custom_reviews_validation_source_valid', limits.VALIDATION_SOURCES],
      ['notification_settings_email_kinds_valid', limits.NOTIFICATION_SUBMISSION_KINDS],
      ['notification_settings_push_kinds_valid', limits.NOTIFICATION_SUBMISSION_KINDS],
    ])('%s lists exactly the values in limits.ts', (name, values) => {
      expect(literals(def(name))).toEqual([...values]);
    });

    it.each([
      ['reviews', limits.TOUR_REVIEW_RATING_KEYS],
      ['custom_reviews', limits.CUSTOM_REVIEW_RATING_KEYS],
    ] as const)(
      '%s ratings: known keys, a 1..5 check per key, only the optional ones may be missing',
      (table, keys) => {
        const all = [...keys.required, ...keys.optional];
        expect(
          new Set(literals(def(`${table}_ratings_known_keys`)).filter((l) => l !== 'object' && l !== '{}')),
        ).toEqual(new Set(all));
        for (const key of all) {
          const check = def(`${table}_ratings_${key}_range`);
          expect(
            literals(check).filter((l) => /^\d+$/.test(l)),
            key,
          ).toEqual(range(limits.RATING.min, limits.RATING.max));
          // Optional keys accept a missing value (coalesce to JSON null), required ones do not.
          expect(check.includes("'null'::jsonb"), key).toBe((keys.optional as readonly string[]).includes(key));
        }
        const perKey = [...constraints.keys()].filter((n) => n.startsWith(`${table}_ratings_`) && n.endsWith('_range'));
        expect(perKey.sort()).toEqual(all.map((k) => `${table}_ratings_${k}_range`).sort());
      },
    );
  });

  describe('numbers', () => {
    it.each([
      ['tour_inquiries_adults_range', limits.INQUIRY_ADULTS],
      ['tour_inquiries_children_range', limits.INQUIRY_CHILDREN],
      ['gallery_width_range', { min: 1, max: limits.GALLERY_IMAGE_DIMENSION_MAX }],
      ['gallery_height_range', { min: 1, max: limits.GALLERY_IMAGE_DIMENSION_MAX }],
    ])('%s is min..max from limits.ts', (name, { min, max }) => {
      expect([numberAfter(def(name), '>='), numberAfter(def(name), '<=')]).toEqual([min, max]);
    });

    it('allows NOTIFICATION_EXTRA_EMAILS_MAX extra notification addresses per admin', () => {
      const check = def('notification_settings_extra_emails_count');
      expect(check).toContain('cardinality(extra_emails)');
      expect(numberAfter(check, '<=')).toBe(limits.NOTIFICATION_EXTRA_EMAILS_MAX);
    });

    it('requires the spec’s minimum comment length after trimming', () => {
      for (const table of ['reviews', 'custom_reviews']) {
        const check = def(`${table}_comment_min_length`);
        expect(numberAfter(check, '>=')).toBe(limits.REVIEW_COMMENT_MIN_LENGTH);
        expect(check).toContain('regexp_replace');
      }
    });

    it('uses the limits.ts defaults as column defaults', async () => {
      const { rows } = await db.query<{ c: string; d: string }>(
        `select table_name || '.' || column_name as c, column_default as d from information_schema.columns
          where table_schema = 'public' and column_name in ('adults', 'children', 'category', 'tour_type', 'status')`,
      );
      const defaults = Object.fromEntries(rows.map((r) => [r.c, r.d]));
      expect(defaults).toEqual({
        'tour_inquiries.adults': String(limits.INQUIRY_ADULTS.default),
        'tour_inquiries.children': String(limits.INQUIRY_CHILDREN.default),
        'gallery.category': `'${limits.GALLERY_DEFAULT_CATEGORY}'::text`,
        'custom_reviews.tour_type': `'${limits.CUSTOM_REVIEW_DEFAULT_TOUR_TYPE}'::text`,
        'tour_inquiries.status': "'pending'::text",
        'custom_tour_requests.status': "'pending'::text",
        'reviews.status': "'pending'::text",
        'custom_reviews.status': "'pending'::text",
      });
    });

    it('caps every free-text column at the limits.ts length, and limits every other text column to a list', async () => {
      const { rows } = await db.query<{ table_name: string; column_name: string }>(
        `select table_name, column_name from information_schema.columns
          where table_schema = 'public' and data_type = 'text' and is_generated = 'NEVER' order by 1, 2`,
      );
      // Generated columns (the lists' search_text) are made from capped columns and cannot be written.
      const capped: string[] = [];
      for (const { table_name: table, column_name: column } of rows) {
        const length = constraints.get(`${table}_${column}_length`);
        if (length) {
          const caps = limits.TEXT_MAX_LENGTH as Record<string, Record<string, number>>;
          expect(numberAfter(length, '<='), `${table}.${column}`).toBe(caps[table]?.[column]);
          expect(length).toContain(`char_length(${column})`);
          capped.push(`${table}.${column}`);
        } else {
          expect(constraints.has(`${table}_${column}_valid`), `${table}.${column} has no cap and no list`).toBe(true);
        }
      }
      const listed = Object.entries(limits.TEXT_MAX_LENGTH).flatMap(([t, cols]) =>
        Object.keys(cols).map((c) => `${t}.${c}`),
      );
      expect(capped.sort()).toEqual(listed.sort());
    });
  });

  describe('gallery', () => {
    it('stores the capacity limits in one SQL function', async () => {
      const { rows } = await db.query(
        'select max_images, max_total_size::bigint::text as max_total_size from private.gallery_limits()',
      );
      expect(rows).toEqual([
        { max_images: limits.GALLERY_MAX_IMAGES, max_total_size: String(limits.GALLERY_MAX_TOTAL_BYTES) },
      ]);
    });

    it('gives the spec’s reason texts', async () => {
      const { rows } = await asRole(db, admin, (tx) =>
        tx.query<{ reasons: string[] }>('select reasons from public.gallery_can_upload($1, $2)', [
          limits.GALLERY_MAX_TOTAL_BYTES + 1,
          limits.GALLERY_MAX_IMAGES + 1,
        ]),
      );
      expect(rows[0]?.reasons).toEqual([limits.GALLERY_LIMIT_REASONS.images, limits.GALLERY_LIMIT_REASONS.storage]);
      const atLimit = await asRole(db, admin, (tx) =>
        tx.query<{ can_upload: boolean }>('select can_upload from public.gallery_can_upload($1, $2)', [
          limits.GALLERY_MAX_TOTAL_BYTES,
          limits.GALLERY_MAX_IMAGES,
        ]),
      );
      expect(atLimit.rows[0]?.can_upload).toBe(true);
    });

    it('configures the bucket (migration and config.toml) with the per-file limit and image types', async () => {
      const { rows } = await db.query<{ size: number; types: string[] }>(
        `select file_size_limit::int as size, allowed_mime_types as types from storage.buckets where id = 'gallery'`,
      );
      expect(rows).toEqual([{ size: limits.GALLERY_MAX_OBJECT_BYTES, types: [...limits.GALLERY_ALLOWED_MIME_TYPES] }]);

      const toml = readFileSync(path.join(ROOT, 'supabase/config.toml'), 'utf8');
      const bucket = /\[storage\.buckets\.gallery\]([\s\S]*?)(?:\n\[|$)/.exec(toml)?.[1] ?? '';
      const size = /file_size_limit\s*=\s*"(\d+)MiB"/.exec(bucket)?.[1];
      expect(Number(size) * limits.BYTES_PER_MB).toBe(limits.GALLERY_MAX_OBJECT_BYTES);
      const types = /allowed_mime_types\s*=\s*\[([^\]]*)\]/.exec(bucket)?.[1] ?? '';
      expect([...types.matchAll(/"([^"]+)"/g)].map((m) => m[1])).toEqual([...limits.GALLERY_ALLOWED_MIME_TYPES]);
      expect(bucket).toMatch(/public\s*=\s*true/);
    });
  });

  describe('behaviour at the boundaries', () => {
    it('throttles after SUBMISSION_THROTTLE.maxPerWindow rows per e-mail within the window', async () => {
      const { maxPerWindow, windowMinutes } = limits.SUBMISSION_THROTTLE;
      const email = uniqueEmail('throttle');
      const ids: string[] = [];
      for (let i = 0; i < maxPerWindow; i++) {
        const row = { ...sampleRow.tourInquiry(), email };
        ids.push(row.id);
        await asRole(db, ANON, (tx) => insertJson(tx, 'tour_inquiries', row));
      }
      const next = () =>
        asRole(db, ANON, (tx) => insertJson(tx, 'tour_inquiries', { ...sampleRow.tourInquiry(), email }));
      expect((await failure(next())).code).toBe('PT429');

      const age = async (minutes: number) =>
        db.query(
          `update public.tour_inquiries
              set created_at = now() - make_interval(mins => $2), submitted_at = now() - make_interval(mins => $2)
            where id = any($1::uuid[])`,
          [ids, minutes],
        );
      await age(windowMinutes - 1);
      expect((await failure(next())).code).toBe('PT429');
      await age(windowMinutes + 1);
      await expect(next()).resolves.toBeDefined();
    });

    it('allows SUBMITTED_AT_MAX_CLOCK_SKEW_MINUTES of device clock skew, and no more', async () => {
      const at = (minutes: number) => ({
        ...sampleRow.review(),
        submitted_at: new Date(Date.now() + minutes * 60_000).toISOString(),
      });
      const skew = limits.SUBMITTED_AT_MAX_CLOCK_SKEW_MINUTES;
      await asRoleRolledBack(db, ANON, (tx) => insertJson(tx, 'reviews', at(skew - 1)));
      const f = await failure(asRoleRolledBack(db, ANON, (tx) => insertJson(tx, 'reviews', at(skew + 1))));
      expect(f.constraint).toBe('reviews_submitted_at_not_in_future');
    });

    it('allows DATE_TIMEZONE_LEEWAY_DAYS before the UTC day of submitting, and no more', async () => {
      const leeway = limits.DATE_TIMEZONE_LEEWAY_DAYS;
      const inquiry = (days: number) => ({ ...sampleRow.tourInquiry(), preferred_date: isoDate(-days) });
      await asRoleRolledBack(db, ANON, (tx) => insertJson(tx, 'tour_inquiries', inquiry(leeway)));
      const f = await failure(
        asRoleRolledBack(db, ANON, (tx) => insertJson(tx, 'tour_inquiries', inquiry(leeway + 1))),
      );
      expect(f.constraint).toBe('tour_inquiries_preferred_date_not_past');
      const request = (days: number) => ({ ...sampleRow.customTourRequest(), travel_start_date: isoDate(-days) });
      await asRoleRolledBack(db, ANON, (tx) => insertJson(tx, 'custom_tour_requests', request(leeway)));
      const g = await failure(
        asRoleRolledBack(db, ANON, (tx) => insertJson(tx, 'custom_tour_requests', request(leeway + 1))),
      );
      expect(g.constraint).toBe('custom_tour_requests_travel_start_date_not_past');
    });

    it('judges e-mail addresses like EMAIL_PATTERN', async () => {
      const pattern = literals(def('reviews_email_format'))[0];
      for (const table of ['tour_inquiries', 'custom_tour_requests', 'custom_reviews', 'admins']) {
        expect(literals(def(`${table}_email_format`))[0], table).toBe(pattern);
      }
      const samples = [
        'ada@example.com',
        'a@b.c',
        'first.last+tag@sub.example.co.uk',
        'josé@exämple.com',
        'ada@example',
        'ada example@example.com',
        'ada@exa mple.com',
        '@example.com',
        'ada@.com',
        'ada@@example.com',
        'ada@example.com ',
        'ada\t@example.com',
        '',
      ];
      const { rows } = await db.query<{ s: string; ok: boolean }>(
        'select s, s ~ $2 as ok from unnest($1::text[]) as s',
        [samples, pattern],
      );
      expect(Object.fromEntries(rows.map((r) => [r.s, r.ok]))).toEqual(
        Object.fromEntries(samples.map((s) => [s, limits.EMAIL_PATTERN.test(s)])),
      );
    });
  });

  describe('src/types/database.ts', () => {
    const source = ts.createSourceFile(
      'database.ts',
      readFileSync(path.join(ROOT, 'src/types/database.ts'), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const schema = publicSchemaType(source);

    const TS_TYPE: Record<string, string> = {
      text: 'string',
      uuid: 'string',
      date: 'string',
      timestamptz: 'string',
      int4: 'number',
      int8: 'number',
      numeric: 'number',
      float8: 'number',
      bool: 'boolean',
      jsonb: 'Json',
      _text: 'string[]',
      _uuid: 'string[]',
    };
    const tsType = (udt: string) => {
      const mapped = TS_TYPE[udt];
      if (!mapped) throw new Error(`no TypeScript type for ${udt}`);
      return mapped;
    };

    it('declares exactly the public tables', async () => {
      const { rows } = await db.query<{ table_name: string }>(
        `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      expect(Object.keys(members(schema, 'Tables')).sort()).toEqual(rows.map((r) => r.table_name).sort());
    });

    it('matches Row, Insert and Update of every table to the columns', async () => {
      const { rows } = await db.query<{
        table_name: string;
        column_name: string;
        udt_name: string;
        nullable: boolean;
        has_default: boolean;
      }>(
        `select table_name, column_name, udt_name, is_nullable = 'YES' as nullable,
                (column_default is not null or is_identity = 'YES' or is_generated = 'ALWAYS') as has_default
           from information_schema.columns where table_schema = 'public'`,
      );
      const tables = members(schema, 'Tables');
      for (const [table, node] of Object.entries(tables)) {
        const columns = rows.filter((r) => r.table_name === table);
        const expected = (kind: 'Row' | 'Insert' | 'Update') =>
          Object.fromEntries(
            columns.map((c) => {
              const type = tsType(c.udt_name) + (c.nullable ? ' | null' : '');
              const optional = kind === 'Update' || (kind === 'Insert' && (c.nullable || c.has_default));
              return [c.column_name, `${optional ? '?' : ''}: ${type}`];
            }),
          );
        for (const kind of ['Row', 'Insert', 'Update'] as const) {
          expect(properties(member(node, kind)), `${table}.${kind}`).toEqual(expected(kind));
        }
      }
    });

    it('matches Args and Returns of every public function', async () => {
      const { rows } = await db.query<{ routine: string; mode: string; name: string; udt: string; optional: boolean }>(
        `select r.routine_name as routine, p.parameter_mode as mode, p.parameter_name as name, p.udt_name as udt,
                p.parameter_default is not null as optional
           from information_schema.routines r
           join information_schema.parameters p on p.specific_schema = r.specific_schema and p.specific_name = r.specific_name
          where r.specific_schema = 'public'`,
      );
      const { rows: routines } = await db.query<{ routine_name: string; udt: string }>(
        `select routine_name, type_udt_name as udt from information_schema.routines where specific_schema = 'public'`,
      );
      const functions = members(schema, 'Functions');
      expect(Object.keys(functions).sort()).toEqual(routines.map((r) => r.routine_name).sort());
      for (const [fn, node] of Object.entries(functions)) {
        // An argument with a default may be left out, as the generator marks it.
        const params = (mode: string) =>
          Object.fromEntries(
            rows
              .filter((r) => r.routine === fn && r.mode === mode)
              .map((r) => [r.name, `${r.optional ? '?' : ''}: ${tsType(r.udt)}`]),
          );
        const args = member(node, 'Args');
        const inputs = params('IN');
        if (Object.keys(inputs).length === 0) expect(args.getText(), `${fn}.Args`).toBe('never');
        else expect(properties(args), `${fn}.Args`).toEqual(inputs);
        const returns = member(node, 'Returns');
        const outputs = params('OUT');
        if (Object.keys(outputs).length === 0) {
          // No OUT parameters: PostgREST answers the bare value of the return type.
          const udt = routines.find((r) => r.routine_name === fn)?.udt ?? '';
          expect(returns.getText(), `${fn}.Returns`).toBe(tsType(udt));
        } else {
          // Functions with OUT parameters and no SETOF answer one object. SQL cannot declare an OUT
          // parameter NOT NULL, so a value the function may leave empty is typed `| null`.
          const declared = Object.fromEntries(
            Object.entries(properties(returns)).map(([name, type]) => [name, type.replace(/ \| null$/, '')]),
          );
          expect(declared, `${fn}.Returns`).toEqual(outputs);
        }
      }
    });
  });
});

// --- a small reader for the generated-style type literal ---

function publicSchemaType(source: ts.SourceFile): ts.TypeNode {
  let database: ts.TypeNode | undefined;
  source.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === 'Database') database = node.type;
  });
  if (!database) throw new Error('type Database not found in src/types/database.ts');
  return member(database, 'public');
}

function member(node: ts.TypeNode, name: string): ts.TypeNode {
  if (!ts.isTypeLiteralNode(node)) throw new Error(`expected a type literal around ${name}`);
  for (const m of node.members) {
    if (ts.isPropertySignature(m) && m.name.getText() === name && m.type) return m.type;
  }
  throw new Error(`${name} not found`);
}

function members(node: ts.TypeNode, name: string): Record<string, ts.TypeNode> {
  const literal = member(node, name);
  if (!ts.isTypeLiteralNode(literal)) throw new Error(`${name} is not a type literal`);
  const result: Record<string, ts.TypeNode> = {};
  for (const m of literal.members) {
    if (ts.isPropertySignature(m) && m.type) result[m.name.getText()] = m.type;
  }
  return result;
}

/** `{ a?: string | null }` → `{ a: '?: string | null' }`. */
function properties(node: ts.TypeNode): Record<string, string> {
  if (!ts.isTypeLiteralNode(node)) throw new Error(`expected a type literal, got ${node.getText()}`);
  const result: Record<string, string> = {};
  for (const m of node.members) {
    if (!ts.isPropertySignature(m) || !m.type) throw new Error(`unexpected member ${m.getText()}`);
    result[m.name.getText()] = `${m.questionToken ? '?' : ''}: ${m.type.getText()}`;
  }
  return result;
}
