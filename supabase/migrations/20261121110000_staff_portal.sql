-- What the staff portal needs beyond the lists: a private note on each enquiry and request, the same
-- moderation fields on tour reviews that custom reviews already have, the dashboard figures and the
-- notification bell. The RPCs are security invoker: they read through the admin policies, so no
-- definer function is reachable through the API, and they refuse anyone who is not an admin.

-- ---------------------------------------------------------------------------------------------------
-- Staff-only notes on enquiries and requests
-- ---------------------------------------------------------------------------------------------------

alter table public.tour_inquiries
  add column internal_note text,
  add constraint tour_inquiries_internal_note_length check (char_length(internal_note) <= 2000);
alter table public.custom_tour_requests
  add column internal_note text,
  add constraint custom_tour_requests_internal_note_length check (char_length(internal_note) <= 2000);

comment on column public.tour_inquiries.internal_note is 'Staff-only note. Visitors can neither set nor read it.';
comment on column public.custom_tour_requests.internal_note is 'Staff-only note. Visitors can neither set nor read it.';

-- Visitors never read these tables, and their table-wide INSERT grant would let them fill the note: a
-- visitor's value is dropped, as custom reviews drop a visitor's admin notes. (Refusing the insert
-- instead would strand the submission in the outbox as "needs attention" over a field nobody shows.)
create function private.clear_internal_note()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not (select private.is_admin()) then
    new.internal_note := null;
  end if;
  return new;
end
$$;
revoke all on function private.clear_internal_note() from public, anon, authenticated;

create trigger clear_admin_fields
before insert on public.tour_inquiries
for each row execute function private.clear_internal_note();

create trigger clear_admin_fields
before insert on public.custom_tour_requests
for each row execute function private.clear_internal_note();

-- Admins change the note as they change the status; nothing else about a submission.
grant update (internal_note) on table public.tour_inquiries to authenticated;
grant update (internal_note) on table public.custom_tour_requests to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Tour reviews get the moderation fields of custom reviews
-- ---------------------------------------------------------------------------------------------------

alter table public.reviews
  add column admin_notes text,
  add column reviewed_at timestamptz,
  add constraint reviews_admin_notes_length check (char_length(admin_notes) <= 2000);

-- Not added to the visitors' column grant on reviews: like a custom review's, these belong to staff.
comment on column public.reviews.admin_notes is 'Staff-only note on the moderation decision.';
comment on column public.reviews.reviewed_at is 'When the status last changed (or the time an admin gave).';

-- The custom-review trigger functions only touch status, admin_notes and reviewed_at, which both review
-- tables now have; one pair serves both, under names that say so.
alter function private.clear_custom_review_admin_fields() rename to clear_review_admin_fields;
alter function private.stamp_custom_review_decision() rename to stamp_review_decision;

create trigger clear_admin_fields
before insert on public.reviews
for each row execute function private.clear_review_admin_fields();

create trigger stamp_decision
before update on public.reviews
for each row execute function private.stamp_review_decision();

grant update (admin_notes, reviewed_at) on table public.reviews to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Dashboard
-- ---------------------------------------------------------------------------------------------------

-- Figures for the dashboard's cards and its eight-week chart. Months and weeks (starting Monday) are
-- those of `time_zone`, so the business's "this month" starts at midnight in Sri Lanka, not in UTC.
-- Reviews and the average count approved reviews only (spec §4); "pending inquiries" are tour enquiries
-- pending now, and their month figures the pending ones created in that month.
-- OUT parameters rather than one jsonb: PostgREST answers with the same single JSON object, and the
-- typed client gets its top-level keys.
create function public.admin_dashboard(
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
  -- zero, as the site rounds); null when there is none to average.
  with approved (overall, created_at) as (
    select (v.ratings ->> 'overall')::numeric, v.created_at from public.reviews as v where v.status = 'approved'
    union all
    select (c.ratings ->> 'overall')::numeric, c.created_at from public.custom_reviews as c where c.status = 'approved'
  )
  select jsonb_build_object(
           'value', round(avg(a.overall), 1),
           'this_month', round(avg(a.overall) filter (where a.created_at >= month_start), 1),
           'last_month', round(avg(a.overall) filter (
             where a.created_at >= previous_month_start and a.created_at < month_start), 1))
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
revoke all on function public.admin_dashboard(text) from public, anon, authenticated, service_role;
grant execute on function public.admin_dashboard(text) to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Notification bell
-- ---------------------------------------------------------------------------------------------------

-- When each admin last opened the bell. In `private`, so the API reaches it only through the two RPCs
-- below, which run as the caller: RLS keeps every admin to their own row, and the time written is
-- always the server's.
create table private.admin_notification_marks (
  user_id uuid primary key references public.admins (user_id) on delete cascade,
  seen_at timestamptz not null
);
alter table private.admin_notification_marks enable row level security;

comment on table private.admin_notification_marks is 'When each admin last opened the notification bell. Own row only.';

revoke all on table private.admin_notification_marks from public, anon, authenticated, service_role;
grant select, insert (user_id, seen_at), update (seen_at) on table private.admin_notification_marks to authenticated;

create policy "Admins read their own notification mark"
on private.admin_notification_marks
for select
to authenticated
using (user_id = (select auth.uid()));

create policy "Admins add their own notification mark"
on private.admin_notification_marks
for insert
to authenticated
with check (user_id = (select auth.uid()) and (select private.is_admin()));

create policy "Admins move their own notification mark"
on private.admin_notification_marks
for update
to authenticated
using (user_id = (select auth.uid()))
with check (user_id = (select auth.uid()));

-- What arrived since this admin last opened the bell: pending enquiries, requests and reviews created
-- after their mark (every pending one before the first opening), and the ten newest of them.
create function public.admin_notifications(
  out seen_at timestamptz,
  out inquiries integer,
  out custom_requests integer,
  out reviews integer,
  out custom_reviews integer,
  out items jsonb
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Access denied. Admin privileges required.' using errcode = 'insufficient_privilege';
  end if;

  select m.seen_at into seen_at
    from private.admin_notification_marks as m
   where m.user_id = (select auth.uid());

  with fresh (kind, id, name, created_at) as (
    select 'inquiry', i.id, i.first_name || ' ' || i.last_name, i.created_at
      from public.tour_inquiries as i
     where i.status = 'pending' and (seen_at is null or i.created_at > seen_at)
    union all
    select 'custom_request', r.id, r.full_name, r.created_at
      from public.custom_tour_requests as r
     where r.status = 'pending' and (seen_at is null or r.created_at > seen_at)
    union all
    select 'review', v.id, v.customer_name, v.created_at
      from public.reviews as v
     where v.status = 'pending' and (seen_at is null or v.created_at > seen_at)
    union all
    select 'custom_review', c.id, c.customer_name, c.created_at
      from public.custom_reviews as c
     where c.status = 'pending' and (seen_at is null or c.created_at > seen_at)
  )
  select (count(*) filter (where f.kind = 'inquiry'))::integer,
         (count(*) filter (where f.kind = 'custom_request'))::integer,
         (count(*) filter (where f.kind = 'review'))::integer,
         (count(*) filter (where f.kind = 'custom_review'))::integer,
         coalesce((
           select jsonb_agg(
                    jsonb_build_object('kind', n.kind, 'id', n.id, 'name', n.name, 'created_at', n.created_at)
                    order by n.created_at desc, n.id desc)
             from (select * from fresh as x order by x.created_at desc, x.id desc limit 10) as n
         ), '[]'::jsonb)
    into inquiries, custom_requests, reviews, custom_reviews, items
    from fresh as f;
end
$$;
revoke all on function public.admin_notifications() from public, anon, authenticated, service_role;
grant execute on function public.admin_notifications() to authenticated;

-- Opening the bell: the server's clock becomes this admin's mark. It never moves back, so a device that
-- opened the bell a moment earlier but answered later cannot bring old items back.
create function public.admin_mark_notifications_seen()
returns timestamptz
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  marked timestamptz;
begin
  if not (select private.is_admin()) then
    raise exception 'Access denied. Admin privileges required.' using errcode = 'insufficient_privilege';
  end if;
  insert into private.admin_notification_marks as m (user_id, seen_at)
  values ((select auth.uid()), now())
  on conflict (user_id) do update set seen_at = greatest(m.seen_at, excluded.seen_at)
  returning m.seen_at into marked;
  return marked;
end
$$;
revoke all on function public.admin_mark_notifications_seen() from public, anon, authenticated, service_role;
grant execute on function public.admin_mark_notifications_seen() to authenticated;
