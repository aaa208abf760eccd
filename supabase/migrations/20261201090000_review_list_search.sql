-- The review moderation lists (tour reviews, custom reviews) are paged, filtered and searched on the server
-- like the inquiry lists (20261130090000_staff_list_search.sql): a list that read "every" row stopped at
-- PostgREST's 1,000 rows without a word.
--
-- Each review carries `search_text` (a stored generated column, lower-cased): reference, name, e-mail,
-- country, tour, booking reference, the comment and the staff note, behind a trigram index. The filter
-- options say how many reviews of each status match the search, so the list's one read now also returns
-- `counts` (rows per status matching the search, whatever the status filter) for every list.

alter table public.reviews
  add column search_text text generated always as (
    lower(
      id::text || ' ' || customer_name || ' ' || email || ' ' || country || ' ' || tour_title || ' ' || tour_id
        || ' ' || coalesce(booking_id, '') || ' ' || comment || ' ' || coalesce(admin_notes, '')
    )
  ) stored;

alter table public.custom_reviews
  add column search_text text generated always as (
    lower(
      id::text || ' ' || customer_name || ' ' || email || ' ' || country || ' ' || tour_type || ' ' || comment
        || ' ' || coalesce(admin_notes, '')
    )
  ) stored;

create index reviews_search_idx on public.reviews using gin (search_text extensions.gin_trgm_ops);
create index custom_reviews_search_idx on public.custom_reviews using gin (search_text extensions.gin_trgm_ops);

create index reviews_created_at_id_idx on public.reviews (created_at desc, id desc);
create index custom_reviews_created_at_id_idx on public.custom_reviews (created_at desc, id desc);
-- Covered by the new ones.
drop index if exists public.reviews_created_at_idx;
drop index if exists public.custom_reviews_created_at_idx;

-- As before, with the review lists, and `counts`: how many rows of each status match the search (a status
-- with none is absent). `total` is the number the status filter leaves of those. One grouped count answers
-- both, so the counts cost the list nothing more than its total did.
create or replace function private.staff_list_page(
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
