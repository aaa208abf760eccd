-- The staff lists of inquiries and custom tour requests are paged, filtered and searched on the server, so
-- they work the same with a hundred records or a hundred thousand (PostgREST answers at most 1,000 rows a
-- request; a list that read "every" row silently lost the older ones past that).
--
-- Search: each row carries `search_text`, the lower-cased text an admin may look a record up by (name,
-- e-mail, phone, country, tour, reference, staff note), kept by Postgres itself (a stored generated column,
-- so no write can leave it stale). The list asks for rows whose search_text contains every word typed
-- (`ilike '%word%'`), which a trigram index answers without reading the table. The order of the lists
-- (newest first, or oldest first) and the next page after a row (created_at, id) come from one index.

create extension if not exists pg_trgm with schema extensions;

alter table public.tour_inquiries
  add column search_text text generated always as (
    lower(
      id::text || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || country
        || ' ' || tour_title || ' ' || tour_id || ' ' || coalesce(internal_note, '')
    )
  ) stored;

alter table public.custom_tour_requests
  add column search_text text generated always as (
    lower(
      id::text || ' ' || full_name || ' ' || email || ' ' || phone || ' ' || country || ' ' || tour_places
        || ' ' || coalesce(internal_note, '')
    )
  ) stored;

create index tour_inquiries_search_idx on public.tour_inquiries using gin (search_text extensions.gin_trgm_ops);
create index custom_tour_requests_search_idx
  on public.custom_tour_requests using gin (search_text extensions.gin_trgm_ops);

create index tour_inquiries_created_at_id_idx on public.tour_inquiries (created_at desc, id desc);
create index custom_tour_requests_created_at_id_idx on public.custom_tour_requests (created_at desc, id desc);
-- The older single-column index is covered by the new one.
drop index if exists public.custom_tour_requests_created_at_idx;

-- One page of a list, its rows and (with with_count) how many rows match in all, as the portal reads it.
-- Why a definer function and not PostgREST's own filters: row-level security runs the policy's admin check
-- before any condition that is not leakproof, and ILIKE/LIKE are not, so under RLS the search could never
-- use the trigram index (every search read the whole table: ~0.5 s at 100,000 rows on PGlite). Here the
-- check is made once, up front, and the query then runs with the owner's rights, its values written into it
-- as literals so the planner sees them. Words are matched as typed: LIKE's own wildcards are escaped.
create function private.staff_list_page(
  list_name text,
  search text,
  status_filter text,
  oldest_first boolean,
  after_created_at timestamptz,
  after_id uuid,
  page_size integer,
  with_count boolean
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
      'message, status, internal_note, created_at, updated_at, search_text'
    when 'custom_tour_requests' then
      'id, full_name, email, phone, country, travel_start_date, travel_end_date, number_of_people, budget_range, '
      'tour_places, hotel_preferences, additional_requirements, status, internal_note, created_at, updated_at, '
      'search_text'
  end;
  direction constant text := case when oldest_first then 'asc' else 'desc' end;
  conditions text := 'true';
  word text;
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
  for word in
    select w from regexp_split_to_table(lower(coalesce(search, '')), '\s+') as w where w <> ''
  loop
    conditions := conditions || format(
      ' and search_text like %L',
      '%' || replace(replace(replace(word, '\', '\\'), '%', '\%'), '_', '\_') || '%'
    );
  end loop;
  if status_filter is not null then
    conditions := conditions || format(' and status = %L', status_filter);
  end if;
  if with_count then
    execute format('select count(*)::int from public.%I where %s', list_name, conditions) into total;
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
  return jsonb_build_object('rows', page, 'total', total);
end
$$;
revoke all on function private.staff_list_page(text, text, text, boolean, timestamptz, uuid, integer, boolean)
  from public, anon, authenticated;
grant execute on function private.staff_list_page(text, text, text, boolean, timestamptz, uuid, integer, boolean)
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
  with_count boolean default true
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.staff_list_page(list_name, search, status_filter, oldest_first, after_created_at, after_id,
                                 page_size, with_count);
$$;
revoke all on function public.staff_list_page(text, text, text, boolean, timestamptz, uuid, integer, boolean)
  from public, anon, authenticated;
grant execute on function public.staff_list_page(text, text, text, boolean, timestamptz, uuid, integer, boolean)
  to authenticated;

-- Records stored as having arrived more than a day earlier are earlier records brought in (an import
-- from the old site's mailbox, a restore, a backfill; only the admin CLI, service_role or an admin can
-- set created_at, a visitor's is always the server's clock): nobody is told of them as if they were new.
drop trigger queue_notifications on public.tour_inquiries;
drop trigger queue_notifications on public.custom_tour_requests;
drop trigger queue_notifications on public.reviews;
drop trigger queue_notifications on public.custom_reviews;

create trigger queue_notifications
after insert on public.tour_inquiries
for each row when (new.created_at > now() - interval '1 day')
execute function private.queue_submission_notifications();

create trigger queue_notifications
after insert on public.custom_tour_requests
for each row when (new.created_at > now() - interval '1 day')
execute function private.queue_submission_notifications();

create trigger queue_notifications
after insert on public.reviews
for each row when (new.created_at > now() - interval '1 day')
execute function private.queue_submission_notifications();

create trigger queue_notifications
after insert on public.custom_reviews
for each row when (new.created_at > now() - interval '1 day')
execute function private.queue_submission_notifications();
