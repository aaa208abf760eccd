-- Requests for a tailor-made tour from the /custom-tours form (spec §3 "Custom tour request", §5).
-- Same shape of access as tour_inquiries: visitors insert without reading back; admins read and set
-- status; nobody deletes.

create table public.custom_tour_requests (
  id uuid primary key default gen_random_uuid(), -- generated on the device (outbox idempotency key)
  full_name text not null,
  email text not null,
  phone text not null,
  country text not null,
  travel_start_date date not null,
  travel_end_date date not null,
  number_of_people text not null,
  budget_range text not null,
  tour_places text not null,
  hotel_preferences text not null,
  additional_requirements text,
  status text not null default 'pending',
  submitted_at timestamptz not null default now(), -- device clock at submit; see tour_inquiries
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint custom_tour_requests_full_name_not_blank check (full_name ~ '[^[:space:]]'),
  constraint custom_tour_requests_full_name_length check (char_length(full_name) <= 200),
  constraint custom_tour_requests_email_format
    check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  constraint custom_tour_requests_email_length check (char_length(email) <= 254),
  constraint custom_tour_requests_phone_not_blank check (phone ~ '[^[:space:]]'),
  constraint custom_tour_requests_phone_length check (char_length(phone) <= 40),
  constraint custom_tour_requests_country_not_blank check (country ~ '[^[:space:]]'),
  constraint custom_tour_requests_country_length check (char_length(country) <= 100),
  constraint custom_tour_requests_tour_places_not_blank check (tour_places ~ '[^[:space:]]'),
  constraint custom_tour_requests_tour_places_length check (char_length(tour_places) <= 2000),
  constraint custom_tour_requests_hotel_preferences_not_blank check (hotel_preferences ~ '[^[:space:]]'),
  constraint custom_tour_requests_hotel_preferences_length check (char_length(hotel_preferences) <= 1000),
  constraint custom_tour_requests_additional_requirements_length
    check (char_length(additional_requirements) <= 2000),
  constraint custom_tour_requests_number_of_people_valid
    check (number_of_people in ('1', '2', '3-4', '5-8', '9-15', '16+')),
  constraint custom_tour_requests_budget_range_valid
    check (budget_range in ('under-1000', '1000-2500', '2500-5000', '5000-10000', 'above-10000', 'flexible')),
  constraint custom_tour_requests_status_valid check (status in ('pending', 'confirmed', 'cancelled')),
  constraint custom_tour_requests_travel_dates_order check (travel_end_date >= travel_start_date),
  -- A trip cannot start before the day it was requested (UTC day of submitting, one day of leeway for
  -- time zones), however long the request waited offline.
  constraint custom_tour_requests_travel_start_date_not_past
    check (travel_start_date >= (submitted_at at time zone 'UTC')::date - 1),
  constraint custom_tour_requests_submitted_at_not_in_future
    check (submitted_at <= created_at + interval '15 minutes')
);
alter table public.custom_tour_requests enable row level security;

comment on table public.custom_tour_requests is 'Custom tour requests from visitors. Visitors insert only; admins read and set status.';

revoke all on table public.custom_tour_requests from anon, authenticated;
grant insert on table public.custom_tour_requests to anon, authenticated;
grant select on table public.custom_tour_requests to authenticated;
grant update (status) on table public.custom_tour_requests to authenticated;

create index custom_tour_requests_email_created_at_idx on public.custom_tour_requests (lower(email), created_at);
create index custom_tour_requests_status_idx on public.custom_tour_requests (status);
create index custom_tour_requests_created_at_idx on public.custom_tour_requests (created_at desc);

create trigger prepare_public_submission
before insert on public.custom_tour_requests
for each row execute function private.prepare_public_submission();

create trigger set_updated_at
before update on public.custom_tour_requests
for each row execute function private.set_updated_at();

create policy "Anyone can submit a custom tour request"
on public.custom_tour_requests
for insert
to anon, authenticated
with check (status = 'pending' or (select private.is_admin()));

create policy "Admins can read all custom tour requests"
on public.custom_tour_requests
for select
to authenticated
using ((select private.is_admin()));

create policy "Admins can update custom tour requests"
on public.custom_tour_requests
for update
to authenticated
using ((select private.is_admin()))
with check ((select private.is_admin()));
