-- The dashboard's Average Rating card compares its headline with the same figure as it stood when this
-- month began, so "4.0, +0.2 vs last month" means it was 3.8 then. Before, the headline averaged every
-- approved review while the change compared this month's reviews alone with last month's alone: three
-- different sets, and headline minus change matched none of them.
--
-- `average_rating` keeps its keys, so a copy kept by an earlier version of the app still reads:
--   value       approved tour and custom reviews together, to one decimal (the headline);
--   this_month  the same figure now, i.e. equal to value (this month so far included);
--   last_month  the same figure over the approved reviews created before this month began.
-- Only average_rating changes; the rest of the function is as in 20261121110000_staff_portal.sql.
create or replace function public.admin_dashboard(
  time_zone text default 'Asia/Colombo',
  out month_start timestamptz,
  out previous_month_start timestamptz,
  out inquiries jsonb,
  out custom_requests jsonb,
  out reviews jsonb,
  out custom_reviews jsonb,
  out average_rating jsonb,
  out gallery_images jsonb,
  out pending_inquiries jsonb,
  out weekly jsonb
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  local_now timestamp;
  known boolean;
  figures jsonb;
begin
  if not (select private.is_admin()) then
    raise exception 'Access denied. Admin privileges required.' using errcode = 'insufficient_privilege';
  end if;
  -- IANA names only: `at time zone` also takes abbreviations (IST is Israel's there, not India's) and
  -- POSIX rules such as 'UTC+5', which count hours west of Greenwich. A name of letters around a slash
  -- is neither (a POSIX rule always carries a digit), so Postgres's own lookup settles it; any other name
  -- must be in pg_timezone_names, which reads every zone file and is too slow to ask on every call.
  begin
    local_now := now() at time zone time_zone;
    known := local_now is not null
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

  -- Local midnights turned back into instants one by one, so a month or week that starts on the other
  -- side of a daylight-saving change still starts at its own midnight.
  month_start := date_trunc('month', local_now) at time zone time_zone;
  previous_month_start := (date_trunc('month', local_now) - interval '1 month') at time zone time_zone;

  with facts (kind, created_at) as (
    select 'inquiries', i.created_at from public.tour_inquiries as i
    union all
    select 'custom_requests', r.created_at from public.custom_tour_requests as r
    union all
    select 'reviews', v.created_at from public.reviews as v where v.status = 'approved'
    union all
    select 'custom_reviews', c.created_at from public.custom_reviews as c where c.status = 'approved'
    union all
    select 'gallery_images', g.created_at from public.gallery as g
    union all
    select 'pending_inquiries', i.created_at from public.tour_inquiries as i where i.status = 'pending'
  ),
  kinds (kind) as (
    values ('inquiries'), ('custom_requests'), ('reviews'), ('custom_reviews'), ('gallery_images'),
           ('pending_inquiries')
  ),
  counted as (
    select k.kind,
           count(f.created_at)::integer as total,
           (count(f.created_at) filter (where f.created_at >= month_start))::integer as this_month,
           (count(f.created_at) filter (
             where f.created_at >= previous_month_start and f.created_at < month_start))::integer as last_month
      from kinds as k
      left join facts as f on f.kind = k.kind
     group by k.kind
  )
  select jsonb_object_agg(
           c.kind, jsonb_build_object('total', c.total, 'this_month', c.this_month, 'last_month', c.last_month))
    into figures
    from counted as c;

  inquiries := figures -> 'inquiries';
  custom_requests := figures -> 'custom_requests';
  reviews := figures -> 'reviews';
  custom_reviews := figures -> 'custom_reviews';
  gallery_images := figures -> 'gallery_images';
  pending_inquiries := figures -> 'pending_inquiries';

  -- Mean overall rating of approved tour and custom reviews together, to one decimal (half away from
  -- zero, as the site rounds); null when there is none to average. Last month's figure is the same mean
  -- over the same reviews created before this month began, rounded the same way, so the card's change
  -- is headline minus that figure.
  with approved (overall, created_at) as (
    select (v.ratings ->> 'overall')::numeric, v.created_at from public.reviews as v where v.status = 'approved'
    union all
    select (c.ratings ->> 'overall')::numeric, c.created_at from public.custom_reviews as c where c.status = 'approved'
  )
  select jsonb_build_object(
           'value', round(avg(a.overall), 1),
           'this_month', round(avg(a.overall), 1),
           'last_month', round(avg(a.overall) filter (where a.created_at < month_start), 1))
    into average_rating
    from approved as a;

  -- Eight weeks, oldest first, the last one being the current week; empty weeks count zero.
  select jsonb_agg(
           jsonb_build_object(
             'week_start', to_char(w.first_day, 'YYYY-MM-DD'),
             'inquiries', (select count(*)::integer from public.tour_inquiries as i
                            where i.created_at >= w.starts and i.created_at < w.ends),
             'custom_requests', (select count(*)::integer from public.custom_tour_requests as r
                                  where r.created_at >= w.starts and r.created_at < w.ends))
           order by w.first_day)
    into weekly
    from (
      select d.first_day,
             d.first_day::timestamp at time zone time_zone as starts,
             (d.first_day + 7)::timestamp at time zone time_zone as ends
        from generate_series(0, 7) as n(weeks_ago)
        cross join lateral (select date_trunc('week', local_now)::date - 7 * n.weeks_ago as first_day) as d
    ) as w;
end
$$;
