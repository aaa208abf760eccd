/**
 * The database postgrest-js's tests expect, loaded into our local server's database as the Supabase CLI
 * loads `test/supabase/` for them: the schema migration, then the seed, both as the database owner.
 *
 * Two things in upstream's SQL stand for the Supabase CLI's Postgres image and are done here instead:
 *  - Grants. The CLI's image has default privileges that give every new `public` table, view, sequence and
 *    function to anon, authenticated and service_role; our shim (supabase/local/shim.sql) has none, as
 *    hosted Supabase no longer does, so they are set for the owner before the schema is loaded.
 *  - PostGIS. PGlite has no PostGIS, so `shops.shop_geom` is text holding the seed's EWKT; the only tests
 *    that read it ask for GeoJSON, which this server refuses by media type (see expected.ts).
 * Each replacement must find its text, so a re-vendored schema that changed there fails loudly.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Queryable } from '../../supabase/local/db';

const UPSTREAM = path.join(path.dirname(fileURLToPath(import.meta.url)), 'postgrest-js/test/supabase');

const API_ROLES = 'anon, authenticated, service_role';
const DEFAULT_GRANTS = `
alter default privileges in schema public grant all on tables to ${API_ROLES};
alter default privileges in schema public grant all on sequences to ${API_ROLES};
alter default privileges in schema public grant all on functions to ${API_ROLES};
`;

const SCHEMA_REPLACEMENTS: [from: string, to: string][] = [
  ['create extension if not exists postgis schema extensions;', '-- (no PostGIS in PGlite: shop_geom is text)'],
  ['shop_geom extensions.geometry(POINT, 4326)', 'shop_geom text'],
];

export function adaptSchema(sql: string): string {
  let adapted = sql;
  for (const [from, to] of SCHEMA_REPLACEMENTS) {
    if (!adapted.includes(from)) throw new Error(`upstream schema no longer contains: ${from}`);
    adapted = adapted.replace(from, to);
  }
  return adapted;
}

export async function loadUpstreamDatabase(db: Queryable): Promise<void> {
  const schema = await readFile(path.join(UPSTREAM, 'migrations/00000000000000_schema.sql'), 'utf8');
  const seed = await readFile(path.join(UPSTREAM, 'seed.sql'), 'utf8');
  await db.exec(DEFAULT_GRANTS);
  await db.exec(adaptSchema(schema));
  await db.exec(seed);
}
