-- A sales pipeline for inquiries and custom tour requests, the 24-hour promise as data, and a history of
-- every change to the staff-managed tables.
--
-- Pipeline: `stage` is new → contacted → quoted → confirmed, or cancelled with a reason. The spec's
-- `status` keeps its meaning (pending covers new, contacted and quoted) and stays writable, so the status
-- select, the offline queue and every older client keep working: a trigger keeps the two in step, and a
-- check states the rule again. An owner (one of the admins), a follow-up date and the quoted amount in USD
-- are staff-only, like the note: visitors can neither set nor read them.
--
-- First response: the first stage or status change, note, or logged reply stamps `first_response_at`. A
-- record without one 24 hours after it arrived, or whose follow-up date has passed while it is still open,
-- is overdue (private.overdue_reason, with the clock as an argument so tests can fix it).

-- Pipeline columns -------------------------------------------------------------------------------------

alter table public.tour_inquiries
  add column stage text not null default 'new',
  add column cancel_reason text,
  add column owner_id uuid references public.admins (user_id) on delete set null,
  add column follow_up_on date,
  add column quote_usd numeric(12, 2),
  add column last_reply_at timestamptz,
  add column first_response_at timestamptz;

alter table public.custom_tour_requests
  add column stage text not null default 'new',
  add column cancel_reason text,
  add column owner_id uuid references public.admins (user_id) on delete set null,
  add column follow_up_on date,
  add column quote_usd numeric(12, 2),
  add column last_reply_at timestamptz,
  add column first_response_at timestamptz;

-- Records from before the pipeline: the stage their status says; those older than a day count as
-- answered (nobody can tell now whether they were, and calling years of records overdue would bury the
-- real ones), newer ones keep their 24 hours. updated_at is left as it was.
alter table public.tour_inquiries disable trigger set_updated_at;
alter table public.custom_tour_requests disable trigger set_updated_at;
update public.tour_inquiries
   set stage = case status when 'confirmed' then 'confirmed' when 'cancelled' then 'cancelled' else 'new' end,
       first_response_at = case
         when status <> 'pending' or internal_note is not null or created_at < now() - interval '1 day'
         then updated_at
       end;
update public.custom_tour_requests
   set stage = case status when 'confirmed' then 'confirmed' when 'cancelled' then 'cancelled' else 'new' end,
       first_response_at = case
         when status <> 'pending' or internal_note is not null or created_at < now() - interval '1 day'
         then updated_at
       end;
alter table public.tour_inquiries enable trigger set_updated_at;
alter table public.custom_tour_requests enable trigger set_updated_at;

alter table public.tour_inquiries
  add constraint tour_inquiries_stage_valid
    check (stage in ('new', 'contacted', 'quoted', 'confirmed', 'cancelled')),
  -- (An unknown status is tour_inquiries_status_valid's to refuse.)
  add constraint tour_inquiries_stage_matches_status check (
    status not in ('pending', 'confirmed', 'cancelled')
    or status = case stage when 'confirmed' then 'confirmed' when 'cancelled' then 'cancelled' else 'pending' end
  ),
  add constraint tour_inquiries_cancel_reason_valid
    check (cancel_reason in ('competitor', 'no_answer', 'dates', 'budget', 'other')),
  add constraint tour_inquiries_cancel_reason_when_cancelled check (cancel_reason is null or stage = 'cancelled'),
  add constraint tour_inquiries_quote_usd_range check (quote_usd >= 0 and quote_usd <= 1000000);

alter table public.custom_tour_requests
  add constraint custom_tour_requests_stage_valid
    check (stage in ('new', 'contacted', 'quoted', 'confirmed', 'cancelled')),
  -- (An unknown status is custom_tour_requests_status_valid's to refuse.)
  add constraint custom_tour_requests_stage_matches_status check (
    status not in ('pending', 'confirmed', 'cancelled')
    or status = case stage when 'confirmed' then 'confirmed' when 'cancelled' then 'cancelled' else 'pending' end
  ),
  add constraint custom_tour_requests_cancel_reason_valid
    check (cancel_reason in ('competitor', 'no_answer', 'dates', 'budget', 'other')),
  add constraint custom_tour_requests_cancel_reason_when_cancelled
    check (cancel_reason is null or stage = 'cancelled'),
  add constraint custom_tour_requests_quote_usd_range check (quote_usd >= 0 and quote_usd <= 1000000);

comment on column public.tour_inquiries.stage is
  'Pipeline stage: new, contacted, quoted, confirmed, cancelled. status follows it (pending covers the first three).';
comment on column public.tour_inquiries.quote_usd is 'Staff-only quoted amount in USD; never shown publicly.';
comment on column public.custom_tour_requests.stage is
  'Pipeline stage: new, contacted, quoted, confirmed, cancelled. status follows it (pending covers the first three).';
comment on column public.custom_tour_requests.quote_usd is 'Staff-only quoted amount in USD; never shown publicly.';

-- Admins write the pipeline's columns; first_response_at is the database's.
grant update (stage, cancel_reason, owner_id, follow_up_on, quote_usd, last_reply_at)
  on table public.tour_inquiries to authenticated;
grant update (stage, cancel_reason, owner_id, follow_up_on, quote_usd, last_reply_at)
  on table public.custom_tour_requests to authenticated;

create index tour_inquiries_owner_idx on public.tour_inquiries (owner_id) where owner_id is not null;
create index custom_tour_requests_owner_idx on public.custom_tour_requests (owner_id) where owner_id is not null;
-- The open records still waiting for a first response or a follow-up: few, whatever the table's size.
create index tour_inquiries_open_idx on public.tour_inquiries (created_at)
  where stage in ('new', 'contacted', 'quoted');
create index custom_tour_requests_open_idx on public.custom_tour_requests (created_at)
  where stage in ('new', 'contacted', 'quoted');

-- BEFORE INSERT OR UPDATE: keeps stage and status in step, clears what a stage does not hold, stamps the
-- first response. A visitor's insert (forced to pending by prepare_public_submission) starts at `new`
-- with none of the staff's columns.
create function private.prepare_pipeline()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if current_user in ('anon', 'authenticated') and not (select private.is_admin()) then
      new.stage := 'new';
      new.cancel_reason := null;
      new.owner_id := null;
      new.follow_up_on := null;
      new.quote_usd := null;
      new.last_reply_at := null;
      new.first_response_at := null;
    elsif new.stage = 'new' and new.status in ('confirmed', 'cancelled') then
      new.stage := new.status; -- an import that gives only the spec's status
    end if;
  elsif new.stage is distinct from old.stage then
    -- The stage decides; status follows (an unknown stage is left to the check to refuse).
    if new.stage in ('new', 'contacted', 'quoted', 'confirmed', 'cancelled') then
      new.status := case new.stage when 'confirmed' then 'confirmed' when 'cancelled' then 'cancelled' else 'pending' end;
    end if;
  elsif new.status is distinct from old.status and new.status in ('pending', 'confirmed', 'cancelled') then
    -- Only the spec's status was set (the status select, an older client, a change queued offline).
    new.stage := case new.status
      when 'confirmed' then 'confirmed'
      when 'cancelled' then 'cancelled'
      else case when old.stage in ('new', 'contacted', 'quoted') then old.stage else 'contacted' end
    end;
  end if;
  if new.stage <> 'cancelled' then
    new.cancel_reason := null;
  end if;
  if tg_op = 'UPDATE' and old.first_response_at is null and (
    new.stage is distinct from old.stage
    or new.internal_note is distinct from old.internal_note
    or new.last_reply_at is distinct from old.last_reply_at
  ) then
    new.first_response_at := now();
  elsif tg_op = 'UPDATE' then
    new.first_response_at := old.first_response_at;
  end if;
  return new;
end
$$;
revoke all on function private.prepare_pipeline() from public, anon, authenticated;

-- Named to run after prepare_public_submission (triggers run in name order).
create trigger sync_pipeline
before insert or update on public.tour_inquiries
for each row execute function private.prepare_pipeline();
create trigger sync_pipeline
before insert or update on public.custom_tour_requests
for each row execute function private.prepare_pipeline();

-- Why a record is overdue at `at`, or null: 'no_response' (no first response 24 hours after it arrived),
-- 'follow_up' (its follow-up date has passed, in Sri Lanka's calendar, and it is still open).
create function private.overdue_reason(
  stage text,
  created_at timestamptz,
  first_response_at timestamptz,
  follow_up_on date,
  at timestamptz
)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when stage not in ('new', 'contacted', 'quoted') then null
    when first_response_at is null and created_at <= at - interval '24 hours' then 'no_response'
    when follow_up_on is not null and follow_up_on < (at at time zone 'Asia/Colombo')::date then 'follow_up'
  end;
$$;
revoke all on function private.overdue_reason(text, timestamptz, timestamptz, date, timestamptz)
  from public, anon, authenticated;
grant execute on function private.overdue_reason(text, timestamptz, timestamptz, date, timestamptz)
  to authenticated, service_role;

-- History ---------------------------------------------------------------------------------------------
-- One row per change to a staff-managed record: who (the signed-in user, or null for the admin CLI and
-- server jobs), when it reached the server, when it was made on the device (a change queued offline sends
-- that time in the `x-made-at` header; null otherwise), and for an update each changed field, old → new.
-- Written only by the trigger below; nobody may change or delete it through the API (no grants, and a
-- trigger that refuses even the owner).

create table public.change_history (
  id bigint generated always as identity primary key,
  table_name text not null,
  record_id uuid not null,
  action text not null,
  changes jsonb not null default '{}',
  changed_by uuid,
  changed_by_email text,
  changed_at timestamptz not null default now(),
  made_at timestamptz,
  constraint change_history_action_valid check (action in ('insert', 'update', 'delete')),
  constraint change_history_table_name_valid
    check (table_name in ('tour_inquiries', 'custom_tour_requests', 'reviews', 'custom_reviews', 'gallery')),
  constraint change_history_changed_by_email_length check (char_length(changed_by_email) <= 254)
);
alter table public.change_history enable row level security;

comment on table public.change_history is
  'Every change to inquiries, requests, reviews, custom reviews and gallery images. Append-only; admins read it.';

revoke all on table public.change_history from anon, authenticated, service_role;
grant select on table public.change_history to authenticated, service_role;

create policy "Admins can read the history"
on public.change_history
for select
to authenticated
using ((select private.is_admin()));

create index change_history_record_idx on public.change_history (record_id, changed_at, id);

create function private.refuse_history_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'The change history cannot be changed or deleted' using errcode = '42501';
end
$$;
revoke all on function private.refuse_history_change() from public, anon, authenticated;

create trigger refuse_change
before update or delete on public.change_history
for each row execute function private.refuse_history_change();
create trigger refuse_truncate
before truncate on public.change_history
for each statement execute function private.refuse_history_change();

-- AFTER INSERT OR UPDATE OR DELETE on the five tables. Security definer: it writes a table nobody else may.
-- Columns the database keeps itself (updated_at, search_text, first_response_at) are not changes of
-- anyone's; an update that changed nothing else leaves no row.
create function private.record_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ignored constant text[] := array['updated_at', 'search_text', 'first_response_at'];
  diff jsonb := '{}';
  old_row jsonb;
  new_row jsonb;
  field text;
  device_time timestamptz;
  user_id uuid := nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub';
  header text := nullif(current_setting('request.headers', true), '')::jsonb ->> 'x-made-at';
begin
  if tg_op = 'UPDATE' then
    old_row := to_jsonb(old);
    new_row := to_jsonb(new);
    for field in select jsonb_object_keys(new_row) loop
      if not field = any (ignored) and new_row -> field is distinct from old_row -> field then
        diff := diff || jsonb_build_object(field, jsonb_build_array(old_row -> field, new_row -> field));
      end if;
    end loop;
    if diff = '{}' then
      return null;
    end if;
  end if;
  -- The device's moment, when it is a time no later than now and no older than the offline queue keeps.
  begin
    device_time := header::timestamptz;
  exception when others then
    device_time := null;
  end;
  if device_time > now() or device_time < now() - interval '30 days' then
    device_time := null;
  end if;
  insert into public.change_history (table_name, record_id, action, changes, changed_by, changed_by_email, made_at)
  values (
    tg_table_name,
    case when tg_op = 'DELETE' then old.id else new.id end,
    lower(tg_op),
    diff,
    user_id,
    (select u.email from auth.users as u where u.id = user_id),
    device_time
  );
  return null;
end
$$;
revoke all on function private.record_change() from public, anon, authenticated;

create trigger record_change
after insert or update or delete on public.tour_inquiries
for each row execute function private.record_change();
create trigger record_change
after insert or update or delete on public.custom_tour_requests
for each row execute function private.record_change();
create trigger record_change
after insert or update or delete on public.reviews
for each row execute function private.record_change();
create trigger record_change
after insert or update or delete on public.custom_reviews
for each row execute function private.record_change();
create trigger record_change
after insert or update or delete on public.gallery
for each row execute function private.record_change();

-- The staff lists --------------------------------------------------------------------------------------
-- staff_list_page also returns the pipeline's columns and whether each row is overdue, and takes a view:
-- 'mine' (the signed-in admin owns it), 'unassigned', 'overdue'. `at` is the clock (now() from the RPC; a
-- test may fix it).
drop function public.staff_list_page(text, text, text, boolean, timestamptz, uuid, integer, boolean);
drop function private.staff_list_page(text, text, text, boolean, timestamptz, uuid, integer, boolean);

create function private.staff_list_page(
  list_name text,
  search text,
  status_filter text,
  oldest_first boolean,
  after_created_at timestamptz,
  after_id uuid,
  page_size integer,
  with_count boolean,
  list_view text,
  at timestamptz
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  shown_columns constant text := case list_name
    when 'tour_inquiries' then
      'id, tour_id, tour_title, first_name, last_name, email, phone, country, preferred_date, adults, children, '
      'message, status, internal_note, created_at, updated_at, search_text, '
      'stage, cancel_reason, owner_id, follow_up_on, quote_usd, last_reply_at, first_response_at, '
      'private.overdue_reason(stage, created_at, first_response_at, follow_up_on, ' || quote_literal(at) || ') as overdue'
    when 'custom_tour_requests' then
      'id, full_name, email, phone, country, travel_start_date, travel_end_date, number_of_people, budget_range, '
      'tour_places, hotel_preferences, additional_requirements, status, internal_note, created_at, updated_at, '
      'search_text, stage, cancel_reason, owner_id, follow_up_on, quote_usd, last_reply_at, first_response_at, '
      'private.overdue_reason(stage, created_at, first_response_at, follow_up_on, ' || quote_literal(at) || ') as overdue'
    when 'reviews' then
      'id, tour_id, tour_title, booking_id, customer_name, email, country, ratings, comment, recommendations, '
      'would_recommend, status, is_validated, validation_source, admin_notes, reviewed_at, created_at, '
      'updated_at, search_text'
    when 'custom_reviews' then
      'id, customer_name, email, country, tour_type, ratings, comment, would_recommend, status, is_validated, '
      'validation_source, admin_notes, reviewed_at, created_at, updated_at, search_text'
  end;
  direction constant text := case when oldest_first then 'asc' else 'desc' end;
  conditions text := 'true';
  word text;
  counts jsonb;
  total integer;
  page jsonb;
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can read the staff lists' using errcode = '42501';
  end if;
  if shown_columns is null then
    raise exception 'staff_list_page: % is not a staff list', list_name using errcode = '22023';
  end if;
  if page_size is null or page_size not between 1 and 1000 then
    raise exception 'staff_list_page: page_size must be 1 to 1000' using errcode = '22023';
  end if;
  if list_view is not null and (
    list_view not in ('mine', 'unassigned', 'overdue') or list_name not in ('tour_inquiries', 'custom_tour_requests')
  ) then
    raise exception 'staff_list_page: % is not a view of %', list_view, list_name using errcode = '22023';
  end if;
  -- Mine, unassigned, overdue: apart from the search, so the status counts say what each view holds.
  conditions := case list_view
    when 'mine' then format('owner_id = %L::uuid', (select auth.uid()))
    when 'unassigned' then 'owner_id is null'
    when 'overdue' then format(
      'stage in (''new'', ''contacted'', ''quoted'') and '
      'private.overdue_reason(stage, created_at, first_response_at, follow_up_on, %L) is not null', at
    )
    else 'true'
  end;
  for word in
    select w from regexp_split_to_table(lower(coalesce(search, '')), '\s+') as w where w <> ''
  loop
    conditions := conditions || format(
      ' and search_text like %L',
      '%' || replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    );
  end loop;
  if with_count then
    execute format(
      'select coalesce(jsonb_object_agg(status, n), ''{}'') from '
      '(select status, count(*)::int as n from public.%I where %s group by status) as c',
      list_name, conditions
    ) into counts;
    if status_filter is null then
      select coalesce(sum(value::int), 0)::int into total from jsonb_each_text(counts);
    else
      total := coalesce((counts ->> status_filter)::int, 0);
    end if;
  end if;
  if status_filter is not null then
    conditions := conditions || format(' and status = %L', status_filter);
  end if;
  if after_created_at is not null and after_id is not null then
    conditions := conditions || format(
      ' and (created_at, id) %s (%L::timestamptz, %L::uuid)',
      case when oldest_first then '>' else '<' end, after_created_at, after_id
    );
  end if;
  execute format(
    'select coalesce(jsonb_agg(to_jsonb(r)), ''[]'') from (select %s from public.%I where %s '
    'order by created_at %s, id %s limit %s) as r',
    shown_columns, list_name, conditions, direction, direction, page_size
  ) into page;
  return jsonb_build_object('rows', page, 'total', total, 'counts', counts);
end
$$;
revoke all on function private.staff_list_page(text, text, text, boolean, timestamptz, uuid, integer, boolean, text, timestamptz)
  from public, anon, authenticated;
grant execute on function private.staff_list_page(text, text, text, boolean, timestamptz, uuid, integer, boolean, text, timestamptz)
  to authenticated;

-- The RPC the portal calls (security invoker; the work is done by the private function above).
create function public.staff_list_page(
  list_name text,
  search text default '',
  status_filter text default null,
  oldest_first boolean default false,
  after_created_at timestamptz default null,
  after_id uuid default null,
  page_size integer default 50,
  with_count boolean default true,
  list_view text default null
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.staff_list_page(list_name, search, status_filter, oldest_first, after_created_at, after_id,
                                 page_size, with_count, list_view, now());
$$;
revoke all on function public.staff_list_page(text, text, text, boolean, timestamptz, uuid, integer, boolean, text)
  from public, anon, authenticated;
grant execute on function public.staff_list_page(text, text, text, boolean, timestamptz, uuid, integer, boolean, text)
  to authenticated;

-- The dashboard's count of what is overdue now: inquiries, custom requests, and those the signed-in admin
-- owns. Only open records are looked at (the *_open_idx indexes), so it stays quick at any size.
create function public.staff_overdue_counts()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Access denied. Admin privileges required.' using errcode = 'insufficient_privilege';
  end if;
  return (
    with overdue (kind, owner_id) as (
      select 'tour_inquiries', i.owner_id from public.tour_inquiries as i
       where i.stage in ('new', 'contacted', 'quoted')
         and private.overdue_reason(i.stage, i.created_at, i.first_response_at, i.follow_up_on, now()) is not null
      union all
      select 'custom_tour_requests', r.owner_id from public.custom_tour_requests as r
       where r.stage in ('new', 'contacted', 'quoted')
         and private.overdue_reason(r.stage, r.created_at, r.first_response_at, r.follow_up_on, now()) is not null
    )
    select jsonb_build_object(
             'tour_inquiries', count(*) filter (where o.kind = 'tour_inquiries'),
             'custom_tour_requests', count(*) filter (where o.kind = 'custom_tour_requests'),
             'mine', count(*) filter (where o.owner_id = (select auth.uid())))
      from overdue as o
  );
end
$$;
revoke all on function public.staff_overdue_counts() from public, anon, authenticated;
grant execute on function public.staff_overdue_counts() to authenticated;
