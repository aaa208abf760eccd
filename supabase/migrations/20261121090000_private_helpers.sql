-- Shared helpers for the public tables: a schema the Data API never exposes, the updated_at trigger,
-- the "public submission" guard (forced status, server timestamps, per-e-mail throttle) used by the
-- four tables visitors write to.

-- `private` is not in the API's exposed schemas (config.toml [api] schemas), so nothing here can be
-- called through /rest/v1/rpc. Visitors' roles still need USAGE: policies and the submission trigger
-- (which runs as the visitor) call a few helpers by name. Each function grants EXECUTE on its own.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated;
grant usage on schema private to anon, authenticated, service_role;
-- A function is executable by PUBLIC unless revoked; here nothing is, unless granted explicitly.
alter default privileges in schema private revoke execute on functions from public;

-- updated_at is the database's word, never the client's.
create function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.set_updated_at() from public, anon, authenticated;

-- Per-e-mail throttle for visitors' inserts. Security definer: it counts rows the visitor cannot read.
-- Raises PT429, which PostgREST turns into HTTP 429, so the offline outbox keeps the item and retries
-- later instead of marking it as refused.
create function private.enforce_submission_throttle(target regclass, submitted_email text, submitted_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  max_per_window constant integer := 5; -- rows per e-mail per table (src/config/limits.ts SUBMISSION_THROTTLE)
  throttle_window constant interval := interval '60 minutes';
  is_replay boolean;
  recent integer;
begin
  -- Only the four visitor-writable tables; this runs with the owner's rights, so it must not become a
  -- way to probe other tables.
  if target not in ('public.tour_inquiries'::regclass, 'public.custom_tour_requests'::regclass,
                    'public.reviews'::regclass, 'public.custom_reviews'::regclass) then
    raise exception 'enforce_submission_throttle: % is not a public submission table', target
      using errcode = '22023';
  end if;

  -- A replayed id (the outbox resending something already delivered) must reach the primary key and
  -- fail with 23505, which the outbox reads as "already delivered"; a 429 would make it retry forever.
  execute format('select exists (select 1 from %s where id = $1)', target) into is_replay using submitted_id;
  if is_replay then
    return;
  end if;

  -- Serialise concurrent submissions for the same table and e-mail so two parallel inserts cannot both
  -- see count = max - 1. The lock lasts until the transaction ends.
  perform pg_advisory_xact_lock(hashtextextended(target::text || ':' || lower(submitted_email), 0));
  execute format('select count(*) from %s where lower(email) = lower($1) and created_at > now() - $2', target)
    into recent using submitted_email, throttle_window;
  if recent >= max_per_window then
    raise exception 'Too many submissions for this e-mail address. Please try again later.'
      using errcode = 'PT429',
            detail = format('At most %s per e-mail address every %s.', max_per_window, throttle_window),
            hint = 'Retry after a while; nothing was stored.';
  end if;
end
$$;
revoke all on function private.enforce_submission_throttle(regclass, text, uuid) from public, anon, authenticated;
grant execute on function private.enforce_submission_throttle(regclass, text, uuid) to anon, authenticated;

-- BEFORE INSERT on the four visitor-writable tables. Security invoker on purpose: `current_user` is the
-- API role here (anon/authenticated), which is how it tells a visitor from the admin CLI, the seed or
-- service_role. Whatever a visitor sends for status or timestamps is replaced.
create function private.prepare_public_submission()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not (select private.is_admin()) then
    new.status := 'pending';
    -- created_at is the server's clock; submitted_at (the device's moment of submitting) is kept and
    -- checked against it by the table's submitted_at_not_in_future constraint.
    new.created_at := now();
    new.updated_at := now();
    perform private.enforce_submission_throttle(tg_relid::regclass, new.email, new.id);
  end if;
  return new;
end
$$;
revoke all on function private.prepare_public_submission() from public, anon, authenticated;
