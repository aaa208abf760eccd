-- First-party analytics (spec §9 "Analytics"): the site records what visitors do in its own database
-- instead of sending it to a third party. No cookie and no personal data: a random per-tab session id,
-- the page path, and a few whitelisted properties per event. Visitors may only add rows; admins read
-- them through the Insights page, which calls admin_insights() below.

-- ---------------------------------------------------------------------------------------------------
-- What an event's props may hold
-- ---------------------------------------------------------------------------------------------------

-- One place for the per-event whitelist, called by the table's CHECK. Immutable: it looks at its
-- arguments only. Anything a visitor could type (an e-mail address, a name, a message) has no key to go
-- in, and '@' is refused anywhere so an address cannot hide in an allowed value either. Keys with a
-- fixed list of values are required: without them the event says nothing.
create function private.analytics_props_valid(event_name text, props jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case
    when props is null or jsonb_typeof(props) <> 'object' then false
    else
      octet_length(props::text) <= 1000
      and strpos(props::text, '@') = 0
      -- Every key allowed for this event; every value a short string or a number (JSON has no NaN
      -- or infinity, so a jsonb number is always finite).
      and not exists (
        select 1
          from jsonb_each(props) as p(key, value)
         where p.key <> all (case event_name
                               when 'web_vital' then array['metric']
                               when 'organic_visit' then array['engine']
                               when 'generate_lead' then array['lead_type', 'tour_id', 'vehicle_id', 'channel']
                               when 'purchase' then array['transaction_id', 'currency', 'tour_id', 'tour_name',
                                                          'category', 'quantity', 'price']
                               when 'tour_view' then array['tour_id', 'tour_name']
                               when 'gallery_image_view' then array['image_id']
                               when 'outbound_click' then array['target_host']
                               when 'contact_link_click' then array['channel']
                               when 'form_start' then array['form']
                               when 'contact_card_click' then array['label']
                               else array[]::text[]
                             end)
            or not (jsonb_typeof(p.value) = 'number'
                    or (jsonb_typeof(p.value) = 'string' and char_length(p.value #>> '{}') <= 120))
      )
      and coalesce(case event_name
        when 'web_vital' then props ->> 'metric' in ('LCP', 'INP', 'CLS', 'TTFB', 'FID')
        when 'organic_visit' then props ->> 'engine' in ('google', 'bing', 'yahoo', 'duckduckgo')
        when 'generate_lead' then
          props ->> 'lead_type' in ('booking_initiated', 'contact', 'custom_tour_request', 'vehicle_inquiry')
          and (not props ? 'channel' or props ->> 'channel' in ('email', 'phone', 'whatsapp'))
        when 'purchase' then
          props ->> 'transaction_id' ~ '^booking_[0-9]{13}$' and props ->> 'currency' = 'USD'
        when 'contact_link_click' then props ->> 'channel' in ('email', 'phone', 'whatsapp')
        when 'form_start' then props ->> 'form' in ('inquiry', 'custom_tour_request', 'review', 'custom_review')
        else true
      end, false)
  end
$$;
revoke all on function private.analytics_props_valid(text, jsonb) from public, anon, authenticated;
-- A CHECK runs its function as the inserting role, so the API roles need EXECUTE.
grant execute on function private.analytics_props_valid(text, jsonb) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- The table
-- ---------------------------------------------------------------------------------------------------

create table public.analytics_events (
  -- Made on the device and required: it is the idempotency key of a batch, so a resent batch fails
  -- with 23505 (already delivered) instead of counting twice.
  id uuid primary key,
  session_id uuid not null,
  name text not null,
  path text not null,
  language text not null default 'en',
  -- The device's clock at the moment of the event; an event queued offline keeps it.
  occurred_at timestamptz not null,
  received_at timestamptz not null default now(),
  source text,
  referrer_host text,
  value double precision,
  rating text,
  props jsonb not null default '{}',

  constraint analytics_events_name_valid check (name in (
    'page_view', 'page_depth', 'scroll_depth', 'time_on_page', 'web_vital', 'organic_visit', 'generate_lead',
    'purchase', 'tour_view', 'gallery_image_view', 'outbound_click', 'contact_link_click', 'form_start',
    'contact_card_click')),
  -- A path only: no query string or fragment (they may carry anything), never a staff page.
  constraint analytics_events_path_valid check (path ~ '^/[^?#[:space:]]*$' and path !~* '^/admin(/|$)'),
  constraint analytics_events_path_length check (char_length(path) <= 300),
  constraint analytics_events_language_valid check (language in ('en', 'de', 'fr')),
  -- A device clock may run a little fast, and an offline queue may hold events for a while; beyond
  -- either, the event is refused.
  constraint analytics_events_occurred_at_not_in_future check (occurred_at <= received_at + interval '5 minutes'),
  constraint analytics_events_occurred_at_not_too_old check (occurred_at >= received_at - interval '30 days'),
  -- Where the visit came from is told once, with the session's first page view.
  constraint analytics_events_source_valid
    check (source is null or (source in ('direct', 'organic', 'referral') and name = 'page_view')),
  -- A host name only, never a URL (its path or query could identify someone).
  constraint analytics_events_referrer_host_valid check (
    referrer_host is null
    or (referrer_host ~ '^[a-z0-9.-]{1,253}$' and coalesce(source in ('organic', 'referral'), false))),
  -- NaN and infinity fail the range as well.
  constraint analytics_events_value_range check (value >= 0 and value < 1e9),
  constraint analytics_events_value_by_name check (coalesce(case name
    when 'page_depth' then value >= 2 and value = trunc(value)
    when 'scroll_depth' then value in (25, 50, 75, 90)
    when 'time_on_page' then value > 30
    when 'web_vital' then value is not null
    when 'purchase' then value is not null
    else value is null
  end, false)),
  -- Filled in by the rate_web_vital trigger, never by the client.
  constraint analytics_events_rating_valid check (coalesce(case
    when name = 'web_vital' then rating in ('good', 'needs-improvement', 'poor')
    else rating is null
  end, false)),
  constraint analytics_events_props_valid check (private.analytics_props_valid(name, props))
);
alter table public.analytics_events enable row level security;

comment on table public.analytics_events is
  'First-party analytics events. Visitors insert only (no personal data); admins read. Not in realtime.';
comment on column public.analytics_events.occurred_at is 'Device time of the event; within 5 minutes ahead of and 30 days before received_at.';
comment on column public.analytics_events.received_at is 'Server time the row arrived. Visitors cannot set it.';
comment on column public.analytics_events.rating is 'Web-vital rating computed from props.metric and value by the database; null for other events.';

-- Visitors and signed-in users insert, naming only the columns a device may know: the server's clock
-- and the rating are the database's. Only admins read (policy below). Nobody changes or deletes an event
-- through the API; service_role keeps the default grants, as on every table.
revoke all on table public.analytics_events from anon, authenticated;
grant insert (id, session_id, name, path, language, occurred_at, source, referrer_host, value, props)
  on table public.analytics_events to anon, authenticated;
grant select on table public.analytics_events to authenticated;

-- The Insights RPC reads one event name over a time range at a time (page views, vitals, tour views,
-- the funnel's events, leads, engines). Events of all kinds share the heap pages of their time, so
-- reading one kind from the heap touches nearly every page of the range once per kind; this index
-- carries every column those reads need, and they become index-only scans of one contiguous slice
-- (a 30-day report over a million events went from about 3 s to under 1 s on PGlite). Only the kinds
-- the report reads are in it, and props stays small enough for an index entry (≤ 1000 bytes, checked).
-- The plain time index serves the event total and pruning old rows. No session_id index: the report
-- only groups sessions it has already found by time, and nothing looks a session up.
create index analytics_events_insights_idx on public.analytics_events (name, occurred_at)
  include (session_id, source, value, rating, props)
  where name in ('page_view', 'web_vital', 'tour_view', 'form_start', 'purchase', 'organic_visit', 'generate_lead');
create index analytics_events_occurred_at_idx on public.analytics_events (occurred_at);

-- The same thresholds as the browser's web-vitals rating (inclusive: "good up to 2500" means ≤ 2500).
-- Whatever rating arrives is replaced, so a device cannot make the site look faster than it is.
create function private.rate_web_vital()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  good_max double precision;
  poor_min double precision;
begin
  if new.name is distinct from 'web_vital' then
    new.rating := null;
    return new;
  end if;
  case new.props ->> 'metric'
    when 'LCP' then good_max := 2500; poor_min := 4000;
    when 'FID' then good_max := 100; poor_min := 300;
    when 'INP' then good_max := 200; poor_min := 500;
    when 'CLS' then good_max := 0.1; poor_min := 0.25;
    when 'TTFB' then good_max := 800; poor_min := 1800;
    else
      -- Unknown metric: leave no rating, and the props check refuses the row.
      new.rating := null;
      return new;
  end case;
  new.rating := case
    when new.value is null then null
    when new.value <= good_max then 'good'
    when new.value <= poor_min then 'needs-improvement'
    else 'poor'
  end;
  return new;
end
$$;
revoke all on function private.rate_web_vital() from public, anon, authenticated;

create trigger rate_web_vital
before insert or update on public.analytics_events
for each row execute function private.rate_web_vital();

-- A request carries one batch of at most 50 events. PostgREST turns an array body into one INSERT, so a
-- statement of visitors' rows larger than that is not the site's runtime: refused, nothing stored.
create function private.limit_analytics_batch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from new_rows) > 50 then
    raise exception 'Too many analytics events in one request.'
      using errcode = 'check_violation',
            detail = 'At most 50 events per request.',
            hint = 'Send the events in smaller batches; nothing was stored.';
  end if;
  return null;
end
$$;
revoke all on function private.limit_analytics_batch() from public, anon, authenticated;

create trigger limit_analytics_batch
after insert on public.analytics_events
referencing new table as new_rows
for each statement execute function private.limit_analytics_batch();

-- The row's own checks decide what is valid; the policy states the server-clock rule again, so that a
-- wider column grant later would still not let a visitor backdate received_at and slip past the window.
create policy "Anyone can record an analytics event"
on public.analytics_events
for insert
to anon, authenticated
with check (received_at = now());

create policy "Admins can read analytics events"
on public.analytics_events
for select
to authenticated
using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------------
-- Insights
-- ---------------------------------------------------------------------------------------------------

-- The figures of the Insights page for the local days from_date..to_date (both included) in
-- `time_zone`, as one JSON document; every aggregate is computed here so the page downloads a few
-- kilobytes, not the events. Security invoker: it reads through the admin policy, and refuses anyone
-- else before reading. Definitions (shared with the page):
-- - a visit is a session with at least one page view on a local day (a session over midnight is two);
-- - a visit's source is that of the session's first page view in the range (none = direct), its
--   search engine that of the session's first organic_visit in the range;
-- - the funnel counts sessions: with a tour view; with a tour view and an inquiry form started; and
--   with a purchase (inquiry sent) not earlier than both of those.
create function public.admin_insights(from_date date, to_date date, time_zone text default 'Asia/Colombo')
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  known boolean;
  starts timestamptz;
  ends timestamptz;
  report jsonb;
begin
  if not (select private.is_admin()) then
    raise exception 'Access denied. Admin privileges required.' using errcode = 'insufficient_privilege';
  end if;
  if from_date is null or to_date is null or from_date > to_date or to_date - from_date > 365 then
    raise exception 'Invalid date range: % to %', coalesce(from_date::text, 'null'), coalesce(to_date::text, 'null')
      using errcode = 'invalid_parameter_value',
            hint = 'from_date must not be after to_date, and the range is at most 366 days.';
  end if;
  -- The same time-zone rule as admin_dashboard: IANA names only (see there for why).
  begin
    known := (now() at time zone time_zone) is not null
             and (time_zone ~ '^[A-Za-z_-]+(/[A-Za-z_-]+)+$'
                  or time_zone = 'UTC'
                  or exists (select 1 from pg_catalog.pg_timezone_names as z where z.name = time_zone));
  exception when invalid_parameter_value then
    known := false;
  end;
  if not known then
    raise exception 'Unknown time zone: %', coalesce(time_zone, 'null')
      using errcode = 'invalid_parameter_value',
            hint = 'Give an IANA time zone name, such as Asia/Colombo.';
  end if;

  -- Local midnights as instants: a range across a daylight-saving change still starts and ends at
  -- midnight.
  starts := from_date::timestamp at time zone time_zone;
  ends := (to_date + 1)::timestamp at time zone time_zone;

  with page_views as materialized (
    select e.session_id, e.occurred_at, e.source, (e.occurred_at at time zone time_zone)::date as day
      from public.analytics_events as e
     where e.name = 'page_view' and e.occurred_at >= starts and e.occurred_at < ends
  ),
  visits as (
    select v.session_id, v.day from page_views as v group by v.session_id, v.day
  ),
  session_sources as (
    select distinct on (v.session_id) v.session_id, coalesce(v.source, 'direct') as source
      from page_views as v
     order by v.session_id, v.occurred_at, v.source nulls last
  ),
  session_engines as (
    select distinct on (e.session_id) e.session_id, e.props ->> 'engine' as engine
      from public.analytics_events as e
     where e.name = 'organic_visit' and e.occurred_at >= starts and e.occurred_at < ends
     order by e.session_id, e.occurred_at
  ),
  leads as (
    select (e.occurred_at at time zone time_zone)::date as day, count(*)::integer as leads
      from public.analytics_events as e
     where e.name = 'generate_lead' and e.occurred_at >= starts and e.occurred_at < ends
     group by 1
  ),
  daily as (
    select d.day,
           coalesce(vd.visits, 0) as visits,
           coalesce(pd.page_views, 0) as page_views,
           coalesce(l.leads, 0) as leads
      from (select g::date as day from generate_series(from_date::timestamp, to_date::timestamp, interval '1 day') as g)
           as d
      left join (select v.day, count(*)::integer as visits from visits as v group by v.day) as vd on vd.day = d.day
      left join (select v.day, count(*)::integer as page_views from page_views as v group by v.day) as pd
        on pd.day = d.day
      left join leads as l on l.day = d.day
  ),
  tours as (
    select e.props ->> 'tour_id' as tour_id,
           coalesce((array_agg(e.props ->> 'tour_name' order by e.occurred_at desc)
                       filter (where e.props ? 'tour_name'))[1], e.props ->> 'tour_id') as tour_name,
           count(*)::integer as views,
           count(distinct e.session_id)::integer as sessions
      from public.analytics_events as e
     where e.name = 'tour_view' and e.occurred_at >= starts and e.occurred_at < ends and e.props ? 'tour_id'
     group by e.props ->> 'tour_id'
     order by views desc, tour_id
     limit 10
  ),
  funnel_sessions as (
    select min(e.occurred_at) filter (where e.name = 'tour_view') as viewed,
           min(e.occurred_at) filter (where e.name = 'form_start' and e.props ->> 'form' = 'inquiry') as started,
           max(e.occurred_at) filter (where e.name = 'purchase') as sent
      from public.analytics_events as e
     where e.name in ('tour_view', 'form_start', 'purchase') and e.occurred_at >= starts and e.occurred_at < ends
     group by e.session_id
  ),
  -- One pass over the range's web vitals, then all five metrics in their fixed order.
  vital_figures as (
    select e.props ->> 'metric' as metric,
           percentile_cont(0.75) within group (order by e.value) as p75,
           count(*)::integer as samples,
           (count(*) filter (where e.rating = 'good'))::integer as good,
           (count(*) filter (where e.rating = 'needs-improvement'))::integer as needs_improvement,
           (count(*) filter (where e.rating = 'poor'))::integer as poor
      from public.analytics_events as e
     where e.name = 'web_vital' and e.occurred_at >= starts and e.occurred_at < ends
     group by e.props ->> 'metric'
  ),
  vitals as (
    select m.metric, m.ord, f.p75,
           coalesce(f.samples, 0) as samples,
           coalesce(f.good, 0) as good,
           coalesce(f.needs_improvement, 0) as needs_improvement,
           coalesce(f.poor, 0) as poor
      from (values ('LCP', 1), ('INP', 2), ('CLS', 3), ('TTFB', 4), ('FID', 5)) as m(metric, ord)
      left join vital_figures as f on f.metric = m.metric
  )
  select jsonb_build_object(
    'from', to_char(from_date, 'YYYY-MM-DD'),
    'to', to_char(to_date, 'YYYY-MM-DD'),
    'time_zone', time_zone,
    'totals', jsonb_build_object(
      'visits', (select count(*)::integer from visits),
      'page_views', (select count(*)::integer from page_views),
      'leads', (select coalesce(sum(l.leads), 0)::integer from leads as l),
      'events', (select count(*)::integer from public.analytics_events as e
                  where e.occurred_at >= starts and e.occurred_at < ends)),
    'days', (select jsonb_agg(jsonb_build_object('day', to_char(d.day, 'YYYY-MM-DD'), 'visits', d.visits,
                                                 'page_views', d.page_views, 'leads', d.leads) order by d.day)
               from daily as d),
    'top_tours', (select coalesce(jsonb_agg(jsonb_build_object('tour_id', t.tour_id, 'tour_name', t.tour_name,
                                                               'views', t.views, 'sessions', t.sessions)
                                            order by t.views desc, t.tour_id), '[]'::jsonb)
                    from tours as t),
    'funnel', (select jsonb_build_object(
                        'tour_view', count(*) filter (where f.viewed is not null),
                        'inquiry_started', count(*) filter (where f.viewed is not null and f.started is not null),
                        'inquiry_sent', count(*) filter (
                          where f.viewed is not null and f.started is not null
                            and f.sent >= f.viewed and f.sent >= f.started))
                 from funnel_sessions as f),
    'sources', (select jsonb_agg(jsonb_build_object('source', k.source, 'visits', k.visits) order by k.ord)
                  from (select s.source, s.ord, count(v.session_id)::integer as visits
                          from (values ('direct', 1), ('organic', 2), ('referral', 3)) as s(source, ord)
                          left join session_sources as ss on ss.source = s.source
                          left join visits as v on v.session_id = ss.session_id
                         group by s.source, s.ord) as k),
    'engines', (select jsonb_agg(jsonb_build_object('engine', k.engine, 'visits', k.visits) order by k.ord)
                  from (select g.engine, g.ord, count(v.session_id)::integer as visits
                          from (values ('google', 1), ('bing', 2), ('yahoo', 3), ('duckduckgo', 4)) as g(engine, ord)
                          left join session_engines as se on se.engine = g.engine
                          left join visits as v on v.session_id = se.session_id
                         group by g.engine, g.ord) as k),
    'vitals', (select jsonb_agg(jsonb_build_object('metric', x.metric, 'p75', x.p75, 'samples', x.samples,
                                                   'good', x.good, 'needs_improvement', x.needs_improvement,
                                                   'poor', x.poor) order by x.ord)
                 from vitals as x)
  )
  into report;
  return report;
end
$$;
revoke all on function public.admin_insights(date, date, text) from public, anon, authenticated, service_role;
grant execute on function public.admin_insights(date, date, text) to authenticated;
