-- Reviews of a custom (tailor-made) tour, written from the home page (spec §3 "Custom review", §4, §5).
-- Like tour reviews, plus admin notes and a decision time, and admins may delete them (spec §6).

create table public.custom_reviews (
  id uuid primary key default gen_random_uuid(), -- generated on the device (outbox idempotency key)
  customer_name text not null,
  email text not null,
  country text not null,
  tour_type text not null default 'custom',
  -- {overall, quality, service, value}, all required, each an integer 1..5.
  ratings jsonb not null,
  comment text not null,
  would_recommend boolean not null default true,
  status text not null default 'pending',
  admin_notes text,
  reviewed_at timestamptz,
  is_validated boolean not null default false,
  validation_source text,
  submitted_at timestamptz not null default now(), -- device clock at submit; see tour_inquiries
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint custom_reviews_customer_name_not_blank check (customer_name ~ '[^[:space:]]'),
  constraint custom_reviews_customer_name_length check (char_length(customer_name) <= 100),
  constraint custom_reviews_email_format check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  constraint custom_reviews_email_length check (char_length(email) <= 254),
  constraint custom_reviews_country_not_blank check (country ~ '[^[:space:]]'),
  constraint custom_reviews_country_length check (char_length(country) <= 100),
  constraint custom_reviews_tour_type_not_blank check (tour_type ~ '[^[:space:]]'),
  constraint custom_reviews_tour_type_length check (char_length(tour_type) <= 50),
  constraint custom_reviews_comment_min_length
    check (char_length(regexp_replace(comment, '^[[:space:]]+|[[:space:]]+$', '', 'g')) >= 10),
  constraint custom_reviews_comment_length check (char_length(comment) <= 2000),
  constraint custom_reviews_admin_notes_length check (char_length(admin_notes) <= 2000),
  constraint custom_reviews_status_valid check (status in ('pending', 'approved', 'rejected')),
  constraint custom_reviews_validation_source_valid
    check (validation_source in ('tour_inquiry', 'custom_tour_request')),
  constraint custom_reviews_is_validated_matches_source check (is_validated = (validation_source is not null)),
  constraint custom_reviews_ratings_is_object check (jsonb_typeof(ratings) = 'object'),
  constraint custom_reviews_ratings_known_keys check (
    case when jsonb_typeof(ratings) = 'object'
      then ratings - array['overall', 'quality', 'service', 'value'] = '{}'::jsonb
      else false
    end
  ),
  -- coalesce(…, false): a missing key makes the comparison NULL, which a CHECK would let through.
  constraint custom_reviews_ratings_overall_range check (coalesce(
    jsonb_typeof(ratings -> 'overall') = 'number' and ratings ->> 'overall' in ('1', '2', '3', '4', '5'), false)),
  constraint custom_reviews_ratings_quality_range check (coalesce(
    jsonb_typeof(ratings -> 'quality') = 'number' and ratings ->> 'quality' in ('1', '2', '3', '4', '5'), false)),
  constraint custom_reviews_ratings_service_range check (coalesce(
    jsonb_typeof(ratings -> 'service') = 'number' and ratings ->> 'service' in ('1', '2', '3', '4', '5'), false)),
  constraint custom_reviews_ratings_value_range check (coalesce(
    jsonb_typeof(ratings -> 'value') = 'number' and ratings ->> 'value' in ('1', '2', '3', '4', '5'), false)),
  constraint custom_reviews_submitted_at_not_in_future check (submitted_at <= created_at + interval '15 minutes')
);
alter table public.custom_reviews enable row level security;

comment on table public.custom_reviews is 'Custom-tour reviews. Visitors insert; anyone reads approved ones (no personal columns); admins moderate and delete.';

revoke all on table public.custom_reviews from anon, authenticated;
grant insert on table public.custom_reviews to anon, authenticated;
grant select (
  id, customer_name, country, tour_type, ratings, comment, would_recommend, status, created_at, updated_at
) on table public.custom_reviews to anon;
grant select, delete on table public.custom_reviews to authenticated;
grant update (status, admin_notes, reviewed_at) on table public.custom_reviews to authenticated;

create index custom_reviews_email_created_at_idx on public.custom_reviews (lower(email), created_at);
create index custom_reviews_status_idx on public.custom_reviews (status);
create index custom_reviews_created_at_idx on public.custom_reviews (created_at desc);

-- Admin notes and the decision time belong to staff: a visitor's values are dropped.
create function private.clear_custom_review_admin_fields()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and not (select private.is_admin()) then
    new.admin_notes := null;
    new.reviewed_at := null;
  end if;
  return new;
end
$$;
revoke all on function private.clear_custom_review_admin_fields() from public, anon, authenticated;

-- "Updating a custom review's status also sets reviewedAt": when the status changes and the admin did not
-- give a time, the decision is stamped now.
create function private.stamp_custom_review_decision()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status is distinct from old.status and new.reviewed_at is not distinct from old.reviewed_at then
    new.reviewed_at := now();
  end if;
  return new;
end
$$;
revoke all on function private.stamp_custom_review_decision() from public, anon, authenticated;

create trigger clear_admin_fields
before insert on public.custom_reviews
for each row execute function private.clear_custom_review_admin_fields();

create trigger prepare_public_submission
before insert on public.custom_reviews
for each row execute function private.prepare_public_submission();

create trigger validate_reviewer
before insert on public.custom_reviews
for each row execute function private.validate_reviewer();

create trigger set_updated_at
before update on public.custom_reviews
for each row execute function private.set_updated_at();

create trigger stamp_decision
before update on public.custom_reviews
for each row execute function private.stamp_custom_review_decision();

create policy "Anyone can submit a custom review"
on public.custom_reviews
for insert
to anon, authenticated
with check (status = 'pending' or (select private.is_admin()));

create policy "Visitors can read approved custom reviews"
on public.custom_reviews
for select
to anon
using (status = 'approved');

create policy "Admins can read all custom reviews"
on public.custom_reviews
for select
to authenticated
using ((select private.is_admin()));

create policy "Admins can update custom reviews"
on public.custom_reviews
for update
to authenticated
using ((select private.is_admin()))
with check ((select private.is_admin()));

create policy "Admins can delete custom reviews"
on public.custom_reviews
for delete
to authenticated
using ((select private.is_admin()));

-- Stats for the admin custom-reviews page (spec §7): total, approved, pending and the mean overall rating
-- of approved reviews to one decimal (0 when none). Security invoker: RLS decides what is counted, so
-- only an admin gets the true totals and no definer function is reachable through the API.
create function public.custom_review_stats(
  out total integer,
  out approved integer,
  out pending integer,
  out average_rating numeric
)
language sql
stable
security invoker
set search_path = ''
as $$
  select
    count(*)::integer,
    count(*) filter (where r.status = 'approved')::integer,
    count(*) filter (where r.status = 'pending')::integer,
    coalesce(round(avg((r.ratings ->> 'overall')::numeric) filter (where r.status = 'approved'), 1), 0)
  from public.custom_reviews as r;
$$;
revoke all on function public.custom_review_stats() from public, anon, authenticated;
grant execute on function public.custom_review_stats() to authenticated, service_role;
