-- Tour reviews written on a tour page (spec §3 "Tour review", §5 "Review forms"). Visitors insert;
-- everyone reads approved ones without personal data; admins approve or reject. Whether a reviewer is a
-- known customer is decided here from our own enquiries, never taken from the client.

-- "Reviewer validation": an e-mail is valid if it appears in a tour inquiry or a custom tour request.
-- Security definer because the reviewer may not read those tables; in `private`, so not an RPC (it
-- would otherwise let anyone test whether an address has enquired).
create function private.reviewer_validation_source(reviewer_email text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from public.tour_inquiries as i where lower(i.email) = lower(reviewer_email))
      then 'tour_inquiry'
    when exists (select 1 from public.custom_tour_requests as r where lower(r.email) = lower(reviewer_email))
      then 'custom_tour_request'
  end;
$$;
revoke all on function private.reviewer_validation_source(text) from public, anon, authenticated;
grant execute on function private.reviewer_validation_source(text) to anon, authenticated;

-- BEFORE INSERT on reviews and custom_reviews, for every writer (admins and the seed included): the
-- badge "Validated Customer" must mean what it says.
create function private.validate_reviewer()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.validation_source := private.reviewer_validation_source(new.email);
  new.is_validated := new.validation_source is not null;
  return new;
end
$$;
revoke all on function private.validate_reviewer() from public, anon, authenticated;

create table public.reviews (
  id uuid primary key default gen_random_uuid(), -- generated on the device (outbox idempotency key)
  tour_id text not null,
  tour_title text not null,
  booking_id text,
  customer_name text not null,
  email text not null,
  country text not null,
  -- {overall, quality, locations, service, price} required, amenities optional (absent or null = not
  -- given); each an integer 1..5.
  ratings jsonb not null,
  comment text not null,
  recommendations text,
  would_recommend boolean not null default true,
  status text not null default 'pending',
  is_validated boolean not null default false,
  validation_source text,
  submitted_at timestamptz not null default now(), -- device clock at submit; see tour_inquiries
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint reviews_tour_id_not_blank check (tour_id ~ '[^[:space:]]'),
  constraint reviews_tour_id_length check (char_length(tour_id) <= 100),
  constraint reviews_tour_title_not_blank check (tour_title ~ '[^[:space:]]'),
  constraint reviews_tour_title_length check (char_length(tour_title) <= 200),
  constraint reviews_booking_id_length check (char_length(booking_id) <= 100),
  constraint reviews_customer_name_not_blank check (customer_name ~ '[^[:space:]]'),
  constraint reviews_customer_name_length check (char_length(customer_name) <= 100),
  constraint reviews_email_format check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  constraint reviews_email_length check (char_length(email) <= 254),
  constraint reviews_country_not_blank check (country ~ '[^[:space:]]'),
  constraint reviews_country_length check (char_length(country) <= 100),
  -- "Please write at least 10 characters" (after trimming).
  constraint reviews_comment_min_length
    check (char_length(regexp_replace(comment, '^[[:space:]]+|[[:space:]]+$', '', 'g')) >= 10),
  constraint reviews_comment_length check (char_length(comment) <= 2000),
  constraint reviews_recommendations_length check (char_length(recommendations) <= 2000),
  constraint reviews_status_valid check (status in ('pending', 'approved', 'rejected')),
  constraint reviews_validation_source_valid check (validation_source in ('tour_inquiry', 'custom_tour_request')),
  constraint reviews_is_validated_matches_source check (is_validated = (validation_source is not null)),
  constraint reviews_ratings_is_object check (jsonb_typeof(ratings) = 'object'),
  constraint reviews_ratings_known_keys check (
    case when jsonb_typeof(ratings) = 'object'
      then ratings - array['overall', 'quality', 'locations', 'amenities', 'service', 'price'] = '{}'::jsonb
      else false
    end
  ),
  -- coalesce(…, false): a missing key makes the comparison NULL, which a CHECK would let through.
  constraint reviews_ratings_overall_range check (coalesce(
    jsonb_typeof(ratings -> 'overall') = 'number' and ratings ->> 'overall' in ('1', '2', '3', '4', '5'), false)),
  constraint reviews_ratings_quality_range check (coalesce(
    jsonb_typeof(ratings -> 'quality') = 'number' and ratings ->> 'quality' in ('1', '2', '3', '4', '5'), false)),
  constraint reviews_ratings_locations_range check (coalesce(
    jsonb_typeof(ratings -> 'locations') = 'number' and ratings ->> 'locations' in ('1', '2', '3', '4', '5'), false)),
  constraint reviews_ratings_service_range check (coalesce(
    jsonb_typeof(ratings -> 'service') = 'number' and ratings ->> 'service' in ('1', '2', '3', '4', '5'), false)),
  constraint reviews_ratings_price_range check (coalesce(
    jsonb_typeof(ratings -> 'price') = 'number' and ratings ->> 'price' in ('1', '2', '3', '4', '5'), false)),
  constraint reviews_ratings_amenities_range check (
    coalesce(ratings -> 'amenities', 'null'::jsonb) = 'null'::jsonb
    or coalesce(
      jsonb_typeof(ratings -> 'amenities') = 'number' and ratings ->> 'amenities' in ('1', '2', '3', '4', '5'), false)
  ),
  constraint reviews_submitted_at_not_in_future check (submitted_at <= created_at + interval '15 minutes')
);
alter table public.reviews enable row level security;

comment on table public.reviews is 'Tour reviews. Visitors insert; anyone reads approved ones (no personal columns); admins moderate.';

-- Visitors may read approved reviews, but only these columns: no e-mail, booking or validation data.
-- Column grants mean `select=*` is refused for anon; clients list the columns they show.
revoke all on table public.reviews from anon, authenticated;
grant insert on table public.reviews to anon, authenticated;
grant select (
  id, tour_id, tour_title, customer_name, country, ratings, comment, recommendations, would_recommend, status,
  created_at, updated_at
) on table public.reviews to anon;
grant select on table public.reviews to authenticated;
grant update (status) on table public.reviews to authenticated;

create index reviews_email_created_at_idx on public.reviews (lower(email), created_at);
create index reviews_status_idx on public.reviews (status);
create index reviews_created_at_idx on public.reviews (created_at desc);
create index reviews_tour_id_status_idx on public.reviews (tour_id, status);

create trigger prepare_public_submission
before insert on public.reviews
for each row execute function private.prepare_public_submission();

create trigger validate_reviewer
before insert on public.reviews
for each row execute function private.validate_reviewer();

create trigger set_updated_at
before update on public.reviews
for each row execute function private.set_updated_at();

create policy "Anyone can submit a tour review"
on public.reviews
for insert
to anon, authenticated
with check (status = 'pending' or (select private.is_admin()));

create policy "Visitors can read approved tour reviews"
on public.reviews
for select
to anon
using (status = 'approved');

create policy "Admins can read all tour reviews"
on public.reviews
for select
to authenticated
using ((select private.is_admin()));

create policy "Admins can update tour reviews"
on public.reviews
for update
to authenticated
using ((select private.is_admin()))
with check ((select private.is_admin()));
