-- Enquiries about one tour, sent by visitors from the tour page (spec §3 "Tour inquiry", §5 rules).
-- Visitors only INSERT, without reading back (the outbox sends `return=minimal`): an upsert or a read
-- back would need SELECT, which would expose everyone's enquiries.

create table public.tour_inquiries (
  -- Generated on the device: it is the outbox's idempotency key. A resend fails with 23505.
  id uuid primary key default gen_random_uuid(),
  tour_id text not null,
  tour_title text not null,
  first_name text not null,
  last_name text not null,
  email text not null,
  phone text not null,
  country text not null,
  preferred_date date,
  adults integer not null default 1,
  children integer not null default 0,
  message text,
  status text not null default 'pending',
  -- The moment the traveller pressed submit (device clock). A write that waited offline is judged
  -- against it, not against now().
  submitted_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint tour_inquiries_tour_id_not_blank check (tour_id ~ '[^[:space:]]'),
  constraint tour_inquiries_tour_id_length check (char_length(tour_id) <= 100),
  constraint tour_inquiries_tour_title_not_blank check (tour_title ~ '[^[:space:]]'),
  constraint tour_inquiries_tour_title_length check (char_length(tour_title) <= 200),
  constraint tour_inquiries_first_name_not_blank check (first_name ~ '[^[:space:]]'),
  constraint tour_inquiries_first_name_length check (char_length(first_name) <= 100),
  constraint tour_inquiries_last_name_not_blank check (last_name ~ '[^[:space:]]'),
  constraint tour_inquiries_last_name_length check (char_length(last_name) <= 100),
  constraint tour_inquiries_email_format check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  constraint tour_inquiries_email_length check (char_length(email) <= 254),
  constraint tour_inquiries_phone_not_blank check (phone ~ '[^[:space:]]'),
  constraint tour_inquiries_phone_length check (char_length(phone) <= 40),
  constraint tour_inquiries_country_not_blank check (country ~ '[^[:space:]]'),
  constraint tour_inquiries_country_length check (char_length(country) <= 100),
  constraint tour_inquiries_message_length check (char_length(message) <= 2000),
  constraint tour_inquiries_adults_range check (adults between 1 and 10),
  constraint tour_inquiries_children_range check (children between 0 and 8),
  constraint tour_inquiries_status_valid check (status in ('pending', 'confirmed', 'cancelled')),
  -- "Please select a future date", judged on the day the traveller submitted (UTC), with one day of
  -- leeway for travellers west of UTC whose local date is still the day before.
  constraint tour_inquiries_preferred_date_not_past
    check (preferred_date >= (submitted_at at time zone 'UTC')::date - 1),
  -- A device clock may run a little fast; a submission from the future beyond that is refused.
  constraint tour_inquiries_submitted_at_not_in_future
    check (submitted_at <= created_at + interval '15 minutes')
);
alter table public.tour_inquiries enable row level security;

comment on table public.tour_inquiries is 'Tour enquiries from visitors. Visitors insert only; admins read and set status.';

-- Visitors insert only. Admins (authenticated + admins row) read everything and change status only;
-- deleting is not offered by the spec, so no role may.
revoke all on table public.tour_inquiries from anon, authenticated;
grant insert on table public.tour_inquiries to anon, authenticated;
grant select on table public.tour_inquiries to authenticated;
grant update (status) on table public.tour_inquiries to authenticated;

create index tour_inquiries_email_created_at_idx on public.tour_inquiries (lower(email), created_at);
create index tour_inquiries_status_idx on public.tour_inquiries (status);
create index tour_inquiries_created_at_idx on public.tour_inquiries (created_at desc);
create index tour_inquiries_tour_id_idx on public.tour_inquiries (tour_id);

create trigger prepare_public_submission
before insert on public.tour_inquiries
for each row execute function private.prepare_public_submission();

create trigger set_updated_at
before update on public.tour_inquiries
for each row execute function private.set_updated_at();

-- The trigger has already forced `pending` for visitors; the check states the rule again so that the
-- policy alone would still refuse a visitor's non-pending row.
create policy "Anyone can submit a tour inquiry"
on public.tour_inquiries
for insert
to anon, authenticated
with check (status = 'pending' or (select private.is_admin()));

create policy "Admins can read all tour inquiries"
on public.tour_inquiries
for select
to authenticated
using ((select private.is_admin()));

create policy "Admins can update tour inquiries"
on public.tour_inquiries
for update
to authenticated
using ((select private.is_admin()))
with check ((select private.is_admin()));
