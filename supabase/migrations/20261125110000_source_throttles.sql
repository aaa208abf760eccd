-- Limits on what visitors may write, beside the per-e-mail limit: per source address and overall, for the
-- four visitor-writable tables together, and (separately, with larger figures) for analytics events. One
-- address changing the e-mail address each time, or many addresses each sending a little, can no longer
-- fill the database. Every limit answers SQLSTATE PT429 (HTTP 429) with the seconds until a retry can
-- succeed, which the offline outbox waits for before it sends the item again; nothing is dropped.
--
-- The source of a request is the client's address as the API gateway reports it in the request headers
-- PostgREST hands to SQL (`request.headers`), read so that a client cannot choose it:
--  1. `cf-connecting-ip`: hosted Supabase's API is behind Cloudflare, which sets this header to the
--     address that connected to it and replaces any value the client sent.
--  2. Otherwise the right-most entry of `x-forwarded-for`: a gateway appends the address it was connected
--     from after whatever the client sent (Kong in self-hosted Supabase, the local server's gateway), so
--     only the left part is the client's to write.
--  3. No header (a direct database session): no per-source limit; the overall one still applies.
-- An IPv6 address counts by its /64 (one subscriber's network, whose addresses one client may rotate
-- through); an IPv4-mapped IPv6 address counts as the IPv4 address. The host's own loopback address
-- (127.0.0.1, ::1) is not a visitor: it is the local server's tests, benchmarks and development, and the
-- gateways above never report it for a visitor. A loopback `cf-connecting-ip` is ignored (Cloudflare never
-- sends one), so the exemption cannot be claimed with that header.
--
-- Counting is cheap: a small table of counters per scope, source and minute, written only by the
-- security-definer throttle; a check sums at most one row per minute of its window. Old minutes are
-- deleted as new ones start. Addresses are not stored, only a 64-bit hash of the source.

-- ---------------------------------------------------------------------------------------------------
-- The limits, in one place (src/config/limits.ts SUBMISSION_THROTTLE and VISITOR_WRITE_LIMITS mirror
-- them; tests/db/throttle.test.ts compares the two)
-- ---------------------------------------------------------------------------------------------------

-- submission_*: the four visitor-writable tables (per e-mail: per table; per source and overall: the four
-- together). analytics_*: rows of analytics_events. A family booking from one hotel Wi-Fi sends a handful
-- of submissions an hour; the busiest visitor's analytics is about 60 events a minute.
create function private.visitor_write_limits()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select '{
    "submission_per_email":  {"max": 5,     "window_minutes": 60},
    "submission_per_source": {"max": 20,    "window_minutes": 60},
    "submission_overall":    {"max": 600,   "window_minutes": 60},
    "analytics_per_source":  {"max": 1200,  "window_minutes": 10},
    "analytics_overall":     {"max": 10000, "window_minutes": 60}
  }'::jsonb
$$;
revoke all on function private.visitor_write_limits() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- E-mail addresses: variants of one address count as one
-- ---------------------------------------------------------------------------------------------------

-- Lower case, surrounding white space trimmed, trailing dots of the domain dropped, and the sub-address
-- (`+tag`) dropped from the local part for every domain (Gmail, Outlook, iCloud, Fastmail and Proton
-- deliver `a+x@` to `a@`). For gmail.com and googlemail.com (one mailbox service) the dots of the local
-- part are dropped too, as Gmail ignores them; other providers treat dots as part of the name. The
-- stored row keeps what the visitor typed: this is only what the throttle counts by.
create function private.normalize_email(address text)
returns text
language sql
immutable
set search_path = ''
as $$
  with typed as (
    select lower(btrim(address, E' \t\r\n')) as a
  ),
  parts as (
    select case when strpos(t.a, '@') > 0 then regexp_replace(t.a, '@[^@]*$', '') else t.a end as local_part,
           case when strpos(t.a, '@') > 0 then rtrim(regexp_replace(t.a, '^.*@', ''), '.') end as domain
      from typed as t
  ),
  canonical as (
    select coalesce(nullif(split_part(p.local_part, '+', 1), ''), p.local_part) as local_part,
           case p.domain when 'googlemail.com' then 'gmail.com' else p.domain end as domain
      from parts as p
  )
  select case
           when c.domain is null then c.local_part
           when c.domain = 'gmail.com' then replace(c.local_part, '.', '') || '@gmail.com'
           else c.local_part || '@' || c.domain
         end
    from canonical as c
$$;
revoke all on function private.normalize_email(text) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The request's source
-- ---------------------------------------------------------------------------------------------------

-- One header value as an address: `[v6]:port`, `[v6]` and `v4:port` (written by some proxies) included;
-- null when it is not an address.
create function private.parse_client_address(value text)
returns inet
language plpgsql
immutable
set search_path = ''
as $$
declare
  candidate text := btrim(coalesce(value, ''));
  address inet;
begin
  if candidate = '' or char_length(candidate) > 100 then
    return null;
  end if;
  if candidate ~ '^\[[^]]+\](:[0-9]+)?$' then
    candidate := substring(candidate from '^\[([^]]+)\]');
  elsif candidate ~ '^[0-9.]+:[0-9]+$' then
    candidate := split_part(candidate, ':', 1);
  end if;
  begin
    address := candidate::inet;
  exception when others then
    return null;
  end;
  -- An address, not a network.
  if masklen(address) <> (case family(address) when 4 then 32 else 128 end) then
    return null;
  end if;
  if family(address) = 6 and address << '::ffff:0:0/96'::inet then
    address := substring(host(address) from '^::ffff:(.*)$')::inet;
  end if;
  return address;
end
$$;
revoke all on function private.parse_client_address(text) from public, anon, authenticated;

-- The source key of this request (see the top of this file): 'localhost' for the host's own loopback
-- address, an IPv4 address, an IPv6 /64, 'unparsed:<text>' for a right-most entry that is not an address
-- (still counted, as that text), or null when no gateway named one.
create function private.request_source()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  headers jsonb;
  address inet;
  forwarded text;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    headers := null;
  end;
  if headers is null or jsonb_typeof(headers) <> 'object' then
    return null;
  end if;

  address := private.parse_client_address(headers ->> 'cf-connecting-ip');
  if address is not null and address in ('127.0.0.1'::inet, '::1'::inet) then
    address := null;
  end if;

  if address is null then
    forwarded := btrim(regexp_replace(coalesce(headers ->> 'x-forwarded-for', ''), '^.*,', ''));
    if forwarded = '' then
      return null;
    end if;
    address := private.parse_client_address(forwarded);
    if address is null then
      return 'unparsed:' || left(lower(forwarded), 100);
    end if;
    if address in ('127.0.0.1'::inet, '::1'::inet) then
      return 'localhost';
    end if;
  end if;

  if family(address) = 6 then
    return network(set_masklen(address, 64))::text;
  end if;
  return host(address);
end
$$;
revoke all on function private.request_source() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Counters
-- ---------------------------------------------------------------------------------------------------

create table private.visitor_write_counts (
  -- 'submission' (the four tables together) or 'analytics'.
  scope text not null check (scope in ('submission', 'analytics')),
  -- hashtextextended(source key, 0); 0 counts every source together (the overall limit).
  source_hash bigint not null,
  -- The minute the writes were made in (date_trunc('minute', now())).
  minute timestamptz not null,
  hits integer not null check (hits > 0),
  primary key (scope, source_hash, minute)
);
create index visitor_write_counts_minute_idx on private.visitor_write_counts (minute);
revoke all on table private.visitor_write_counts from public, anon, authenticated;

comment on table private.visitor_write_counts is
  'Visitors'' writes per scope, source (hashed; 0 = all sources) and minute, kept for the longest window.';

-- Takes `amount` writes from the quota of one counter, or says how long until they would fit: returns
-- null when taken (amount 0: when one more would fit, taking nothing) and otherwise the seconds until
-- enough of the window's writes have aged out. Runs inside the throttle, with its owner's rights. The
-- advisory lock serialises takers of one counter until their transaction ends, so two concurrent writes
-- cannot both see the last free place; a check that takes nothing needs no lock.
create function private.take_visitor_write_quota(
  counter_scope text,
  counter_source bigint,
  amount integer,
  max_writes integer,
  window_length interval
)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  wanted constant integer := greatest(amount, 1);
  used bigint;
  free_at timestamptz;
  created boolean;
begin
  if amount > 0 then
    perform pg_advisory_xact_lock(hashtextextended(format('visitor-writes:%s:%s', counter_scope, counter_source), 0));
  end if;
  select coalesce(sum(c.hits), 0) into used
    from private.visitor_write_counts as c
   where c.scope = counter_scope and c.source_hash = counter_source and c.minute > now() - window_length;

  if used + wanted > max_writes then
    -- The minute whose ageing out (at minute + window) leaves room for `wanted` more.
    select w.minute + window_length into free_at
      from (select c.minute, sum(c.hits) over (order by c.minute) as aged
              from private.visitor_write_counts as c
             where c.scope = counter_scope and c.source_hash = counter_source
               and c.minute > now() - window_length) as w
     where w.aged >= used + wanted - max_writes
     order by w.minute
     limit 1;
    return greatest(1, ceil(extract(epoch from coalesce(free_at, now() + window_length) - now())))::integer;
  end if;

  if amount > 0 then
    insert into private.visitor_write_counts as c (scope, source_hash, minute, hits)
    values (counter_scope, counter_source, date_trunc('minute', now()), amount)
    on conflict (scope, source_hash, minute) do update set hits = c.hits + excluded.hits
    returning (c.xmax = 0) into created;
    -- A new minute started for this counter: forget minutes older than every window (at most once a
    -- minute per counter, through the index on minute).
    if created then
      delete from private.visitor_write_counts as c
       where c.minute < now() - (select max((l.value ->> 'window_minutes')::integer)
                                   from jsonb_each(private.visitor_write_limits()) as l) * interval '1 minute'
                            - interval '1 minute';
    end if;
  end if;
  return null;
end
$$;
revoke all on function private.take_visitor_write_quota(text, bigint, integer, integer, interval)
  from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The throttle
-- ---------------------------------------------------------------------------------------------------

-- One security-definer entry point for every limit on visitors' writes (it counts rows and counters the
-- visitor cannot read), replacing the per-e-mail-only version; callers: the submission trigger
-- (private.prepare_public_submission, one row at a time) and the analytics triggers below (a statement's
-- rows at once). `row_count` 0 only checks whether the source and the site still have room, taking
-- nothing. The answer to a write beyond a limit is PT429 with
--   detail: the limit in words;
--   hint:   {"retry_after": <seconds>, "limit": "email" | "source" | "overall"}, read by the app.
drop function private.enforce_submission_throttle(regclass, text, uuid);

create function private.enforce_submission_throttle(
  target regclass,
  submitted_email text,
  submitted_id uuid,
  row_count integer default 1
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits constant jsonb := private.visitor_write_limits();
  analytics constant boolean := target = 'public.analytics_events'::regclass;
  scope constant text := case when analytics then 'analytics' else 'submission' end;
  what constant text := case when analytics then 'analytics events' else 'submissions' end;
  per_email_max constant integer := (limits #>> '{submission_per_email,max}')::integer;
  per_email_window constant interval := (limits #>> '{submission_per_email,window_minutes}')::integer * interval '1 minute';
  per_source_max constant integer := (limits #>> array[scope || '_per_source', 'max'])::integer;
  per_source_window constant interval :=
    (limits #>> array[scope || '_per_source', 'window_minutes'])::integer * interval '1 minute';
  overall_max constant integer := (limits #>> array[scope || '_overall', 'max'])::integer;
  overall_window constant interval :=
    (limits #>> array[scope || '_overall', 'window_minutes'])::integer * interval '1 minute';
  is_replay boolean;
  email_key text;
  recent integer;
  oldest_counted timestamptz;
  source text;
  retry_after integer;
begin
  -- Only the visitor-writable tables; this runs with the owner's rights, so it must not become a way to
  -- probe other tables.
  if target not in ('public.tour_inquiries'::regclass, 'public.custom_tour_requests'::regclass,
                    'public.reviews'::regclass, 'public.custom_reviews'::regclass,
                    'public.analytics_events'::regclass) then
    raise exception 'enforce_submission_throttle: % is not a table visitors write to', target
      using errcode = '22023';
  end if;
  if row_count is null or row_count < 0 then
    raise exception 'enforce_submission_throttle: row_count must be 0 or more' using errcode = '22023';
  end if;

  if not analytics then
    -- A replayed id (the outbox resending something already delivered) must reach the primary key and
    -- fail with 23505, which the outbox reads as "already delivered"; a 429 would make it retry forever.
    execute format('select exists (select 1 from %s where id = $1)', target) into is_replay using submitted_id;
    if is_replay then
      return;
    end if;

    -- Per e-mail address and table, counted by the normalised address. The rows of the window are found
    -- through the created_at index; the overall limit keeps them few.
    email_key := private.normalize_email(submitted_email);
    perform pg_advisory_xact_lock(hashtextextended(target::text || ':' || coalesce(email_key, ''), 0));
    execute format(
      'select count(*), (array_agg(created_at order by created_at desc))[$3]
         from %s where created_at > now() - $2 and private.normalize_email(email) = $1', target)
      into recent, oldest_counted using email_key, per_email_window, per_email_max;
    if recent >= per_email_max then
      retry_after := greatest(1, ceil(extract(epoch from oldest_counted + per_email_window - now())))::integer;
      raise exception 'Too many submissions for this e-mail address. Please try again later.'
        using errcode = 'PT429',
              detail = format('At most %s per e-mail address every %s.', per_email_max, per_email_window),
              hint = jsonb_build_object('retry_after', retry_after, 'limit', 'email')::text;
    end if;
  end if;

  source := private.request_source();
  if source = 'localhost' then
    return;
  end if;

  if source is not null then
    retry_after := private.take_visitor_write_quota(scope, hashtextextended(source, 0), row_count, per_source_max,
                                                    per_source_window);
    if retry_after is not null then
      raise exception 'Too many % from this network address. Please try again later.', what
        using errcode = 'PT429',
              detail = format('At most %s %s from one address every %s.', per_source_max, what, per_source_window),
              hint = jsonb_build_object('retry_after', retry_after, 'limit', 'source')::text;
    end if;
  end if;

  retry_after := private.take_visitor_write_quota(scope, 0, row_count, overall_max, overall_window);
  if retry_after is not null then
    raise exception 'Too many % right now. Please try again later.', what
      using errcode = 'PT429',
            detail = format('At most %s %s from all visitors every %s.', overall_max, what, overall_window),
            hint = jsonb_build_object('retry_after', retry_after, 'limit', 'overall')::text;
  end if;
end
$$;
revoke all on function private.enforce_submission_throttle(regclass, text, uuid, integer)
  from public, anon, authenticated;
-- The submission trigger and the analytics triggers run as the visitor and call it by name.
grant execute on function private.enforce_submission_throttle(regclass, text, uuid, integer) to anon, authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Analytics events
-- ---------------------------------------------------------------------------------------------------

-- Statement triggers: one request is one INSERT of a batch of at most 50 rows. Before the rows are
-- written, a source or a site already at its limit is refused at once (nothing written, nothing to clean
-- up; this check cannot see the rows, so a batch resent then waits for the retry time before its 23505);
-- after them, the batch's rows are counted, and refused whole if they do not fit. Visitors only, like the
-- submission trigger: not staff, not service_role, not the owner (seed, benchmarks).
create function private.throttle_visitor_events()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not (select private.is_admin()) then
    if tg_when = 'BEFORE' then
      perform private.enforce_submission_throttle(tg_relid::regclass, null, null, 0);
    else
      perform private.enforce_submission_throttle(tg_relid::regclass, null, null,
                                                  (select count(*)::integer from new_rows));
    end if;
  end if;
  return null;
end
$$;
revoke all on function private.throttle_visitor_events() from public, anon, authenticated;

create trigger throttle_visitor_events_early
before insert on public.analytics_events
for each statement execute function private.throttle_visitor_events();

-- Named to fire after limit_analytics_batch (statement triggers fire in name order), so a batch of more
-- than 50 rows is refused as too large (a 4xx the app drops), not asked to wait.
create trigger throttle_visitor_events
after insert on public.analytics_events
referencing new table as new_rows
for each statement execute function private.throttle_visitor_events();
