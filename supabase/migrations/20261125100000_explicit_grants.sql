-- Every privilege an API role holds on our objects is granted by name. Hosted Supabase no longer gives new
-- tables, functions and sequences in `public` to anon, authenticated and service_role by default, so the
-- service role, which had relied on that for its table rights, could no longer read or write a single
-- public table ("permission denied for table reviews"), and server jobs run as service_role.
--
-- anon and authenticated are unaffected: each table's migration starts with `revoke all ... from anon,
-- authenticated` and grants what the product needs (tests/db/grants.test.ts and rls-matrix.test.ts hold
-- the full map), and every function grants EXECUTE by name.

-- ---------------------------------------------------------------------------------------------------
-- The service role
-- ---------------------------------------------------------------------------------------------------

-- Server jobs (notifications about new enquiries and reviews, moderation from the dashboard's API,
-- clean-up of old analytics events) read, add, change and delete rows; the service role bypasses RLS.
-- public.admins stays as 20261121090100_admins.sql left it: readable, written only by the admin CLI as
-- the table owner, so even the service key cannot make an admin.
grant select, insert, update, delete on table
  public.tour_inquiries,
  public.custom_tour_requests,
  public.reviews,
  public.custom_reviews,
  public.gallery,
  public.analytics_events
  to service_role;

-- A database whose public tables still carry the old default grants (an older hosted project, a local
-- database made before this migration) also gave TRUNCATE, REFERENCES and TRIGGER, which nothing needs:
-- TRUNCATE would even empty a table past its triggers. Every database ends with the same rights.
revoke truncate, references, trigger on table
  public.tour_inquiries,
  public.custom_tour_requests,
  public.reviews,
  public.custom_reviews,
  public.gallery,
  public.analytics_events
  from service_role;

-- ---------------------------------------------------------------------------------------------------
-- Objects created later
-- ---------------------------------------------------------------------------------------------------

-- `alter default privileges` without `for role` applies to what the role running it creates from now on:
-- `postgres` on hosted Supabase (`supabase db push`), the bootstrap's connection user locally (PGlite's
-- superuser `postgres`, or the DATABASE_URL user). That is the role that runs every later migration.

-- Older hosted projects (and local databases made by earlier versions of the shim) grant every new
-- public table, function and sequence to the API roles. No more: a later migration grants by name.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;

-- Postgres lets PUBLIC, and so anon, execute every new function, and an API role can call one in
-- `public` through /rest/v1/rpc. The per-schema form (`alter default privileges in schema public revoke
-- execute on functions from public`, also used for `private` in 20261121090000_private_helpers.sql)
-- changes nothing: per-schema default privileges can only add to the global ones, and EXECUTE for
-- PUBLIC is a global default. So the global form: functions this role creates from now on, in any
-- schema, run only for the roles they are granted to, as every function in these migrations already
-- states. A later `create extension` by this role gets its functions without PUBLIC EXECUTE as well:
-- grant the API roles what they call.
alter default privileges revoke execute on functions from public;
