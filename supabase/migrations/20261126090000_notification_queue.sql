-- Every submission reaches a person: a durable queue of notifications in the database, filled in the same
-- transaction as the submission, and drained by a sender (an Edge Function on hosted Supabase, a local
-- process in development) that e-mails staff, sends Web Push to staff phones and e-mails the traveller a
-- confirmation in the language of the page they used.
--
-- Contract for the sender (service_role only, through /rest/v1/rpc):
--   claim_notification_jobs(max_jobs, lease_seconds) -> the jobs it now holds for lease_seconds
--   complete_notification_job(job_id)                 -> 'sent'
--   fail_notification_job(job_id, error, permanent)   -> 'failed' (retried with backoff) or 'dead'
-- Delivery is at least once: a sender that stops between sending and complete_notification_job leaves the
-- job leased; once the lease has passed, the job is claimed again and sent a second time. Never zero times.
--
-- Who gets a job: rows inserted by every writer (visitors, service_role, the admin CLI or the SQL editor
-- as the table owner) make jobs, because a row in a submission table is a submission someone must see.
-- The one exception is the demo seed, which sets app.seeding = 'on' while it runs (supabase/seed.sql).

-- ---------------------------------------------------------------------------------------------------
-- The language of the page a submission came from
-- ---------------------------------------------------------------------------------------------------

-- Visitors insert it through their table-wide INSERT grant; an outbox item queued before the app sent
-- it leaves it out and gets 'en'.
alter table public.tour_inquiries
  add column language text not null default 'en',
  add constraint tour_inquiries_language_valid check (language in ('en', 'de', 'fr'));
alter table public.custom_tour_requests
  add column language text not null default 'en',
  add constraint custom_tour_requests_language_valid check (language in ('en', 'de', 'fr'));
alter table public.reviews
  add column language text not null default 'en',
  add constraint reviews_language_valid check (language in ('en', 'de', 'fr'));
alter table public.custom_reviews
  add column language text not null default 'en',
  add constraint custom_reviews_language_valid check (language in ('en', 'de', 'fr'));

comment on column public.tour_inquiries.language is 'Language of the page the enquiry was sent from (en, de, fr).';
comment on column public.custom_tour_requests.language is 'Language of the page the request was sent from (en, de, fr).';
comment on column public.reviews.language is 'Language of the page the review was sent from (en, de, fr).';
comment on column public.custom_reviews.language is 'Language of the page the review was sent from (en, de, fr).';

-- ---------------------------------------------------------------------------------------------------
-- The queue
-- ---------------------------------------------------------------------------------------------------

create table public.notification_jobs (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  -- The submission's id (in the table `kind` names); null for a test notification.
  record_id uuid,
  channel text not null,
  audience text not null,
  -- An e-mail address, or the id of a row in public.push_subscriptions.
  recipient text not null,
  language text not null default 'en',
  -- pending: not tried yet (or retried by staff); failed: tried, will be tried again at next_attempt_at;
  -- sent: done; dead: given up (permanent error, or still failing a day after it was made).
  state text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A sender's claim: no other sender takes the job until then.
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  sent_at timestamptz,

  constraint notification_jobs_kind_valid
    check (kind in ('tour_inquiry', 'custom_tour_request', 'review', 'custom_review', 'test')),
  constraint notification_jobs_record_id_matches_kind check ((kind = 'test') = (record_id is null)),
  constraint notification_jobs_channel_valid check (channel in ('email', 'push')),
  constraint notification_jobs_audience_valid check (audience in ('staff', 'traveller')),
  -- Travellers get e-mail only, and only about their own submission.
  constraint notification_jobs_traveller_email_only
    check (audience = 'staff' or (channel = 'email' and kind <> 'test')),
  constraint notification_jobs_recipient_not_blank check (recipient ~ '[^[:space:]]'),
  constraint notification_jobs_recipient_length check (char_length(recipient) <= 254),
  constraint notification_jobs_language_valid check (language in ('en', 'de', 'fr')),
  constraint notification_jobs_state_valid check (state in ('pending', 'sent', 'failed', 'dead')),
  constraint notification_jobs_attempts_non_negative check (attempts >= 0),
  constraint notification_jobs_last_error_length check (char_length(last_error) <= 1000),
  constraint notification_jobs_sent_at_when_sent check ((state = 'sent') = (sent_at is not null))
);
alter table public.notification_jobs enable row level security;

comment on table public.notification_jobs is
  'Notifications to send: one row per recipient and channel. Written by triggers and the notification RPCs only; admins read it as the delivery log.';

-- One job set per submission: a second set for the same submission (and a recipient named twice, in any
-- case) is skipped. A resent submission never gets this far: it fails on its own primary key first.
create unique index notification_jobs_once_per_recipient
  on public.notification_jobs (record_id, kind, channel, audience, lower(recipient));
-- What claim_notification_jobs looks for.
create index notification_jobs_due_idx
  on public.notification_jobs (next_attempt_at) where state in ('pending', 'failed');
create index notification_jobs_created_at_idx on public.notification_jobs (created_at desc);

create trigger set_updated_at
before update on public.notification_jobs
for each row execute function private.set_updated_at();

-- Admins read the delivery log; nobody writes it through the API: the trigger and the functions below
-- (security definer, in `private`) do. The sender reads it through claim_notification_jobs.
revoke all on table public.notification_jobs from anon, authenticated, service_role;
grant select on table public.notification_jobs to authenticated, service_role;

create policy "Admins can read notification jobs"
on public.notification_jobs
for select
to authenticated
using ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------------
-- Each admin's choices
-- ---------------------------------------------------------------------------------------------------

-- Same shape as every e-mail column in the schema; also used by the settings' check constraint, which
-- runs as the admin saving their settings (hence the grant).
create function private.email_addresses_valid(addresses text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(a is not null
                           and a ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
                           and char_length(a) <= 254), true)
    from unnest(addresses) as a;
$$;
revoke all on function private.email_addresses_valid(text[]) from public, anon, authenticated;
grant execute on function private.email_addresses_valid(text[]) to authenticated, service_role;

create table public.notification_settings (
  user_id uuid primary key default auth.uid() references public.admins (user_id) on delete cascade,
  -- Kinds of submission this admin is told about by e-mail and by push. Without a row: every kind, both.
  email_kinds text[] not null default array['tour_inquiry', 'custom_tour_request', 'review', 'custom_review'],
  push_kinds text[] not null default array['tour_inquiry', 'custom_tour_request', 'review', 'custom_review'],
  -- More addresses that get this admin's e-mails (a shared inbox, a colleague without an account).
  extra_emails text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint notification_settings_email_kinds_valid
    check (email_kinds <@ array['tour_inquiry', 'custom_tour_request', 'review', 'custom_review']),
  constraint notification_settings_push_kinds_valid
    check (push_kinds <@ array['tour_inquiry', 'custom_tour_request', 'review', 'custom_review']),
  constraint notification_settings_extra_emails_count check (cardinality(extra_emails) <= 5),
  constraint notification_settings_extra_emails_format check (private.email_addresses_valid(extra_emails))
);
alter table public.notification_settings enable row level security;

comment on table public.notification_settings is
  'Per admin: which kinds of submission they are told about by e-mail and by push, and extra e-mail addresses.';

create trigger set_updated_at
before update on public.notification_settings
for each row execute function private.set_updated_at();

revoke all on table public.notification_settings from anon, authenticated, service_role;
grant select on table public.notification_settings to authenticated, service_role;
grant insert (user_id, email_kinds, push_kinds, extra_emails) on table public.notification_settings to authenticated;
grant update (email_kinds, push_kinds, extra_emails) on table public.notification_settings to authenticated;

create policy "Admins can read their own notification settings"
on public.notification_settings
for select
to authenticated
using (user_id = (select auth.uid()) and (select private.is_admin()));

create policy "Admins can add their own notification settings"
on public.notification_settings
for insert
to authenticated
with check (user_id = (select auth.uid()) and (select private.is_admin()));

create policy "Admins can change their own notification settings"
on public.notification_settings
for update
to authenticated
using (user_id = (select auth.uid()) and (select private.is_admin()))
with check (user_id = (select auth.uid()) and (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------------
-- Staff phones and browsers that receive Web Push
-- ---------------------------------------------------------------------------------------------------

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.admins (user_id) on delete cascade,
  -- PushSubscription.endpoint and its keys, as the browser gives them. One device, one row: the same
  -- endpoint cannot be registered twice (not even by a second account on the same browser).
  endpoint text not null,
  p256dh text not null,
  auth text not null,
  user_agent text,
  created_at timestamptz not null default now(),
  last_success_at timestamptz,

  constraint push_subscriptions_endpoint_unique unique (endpoint),
  constraint push_subscriptions_endpoint_https check (endpoint ~ '^https://[^[:space:]/]+/'),
  constraint push_subscriptions_endpoint_length check (char_length(endpoint) <= 1000),
  constraint push_subscriptions_p256dh_valid check (p256dh ~ '^[A-Za-z0-9_=-]{1,200}$'),
  constraint push_subscriptions_auth_valid check (auth ~ '^[A-Za-z0-9_=-]{1,100}$'),
  constraint push_subscriptions_user_agent_length check (char_length(user_agent) <= 500)
);
alter table public.push_subscriptions enable row level security;

comment on table public.push_subscriptions is 'Web Push subscriptions of admins. Each admin sees, adds and removes only their own.';

create index push_subscriptions_user_id_idx on public.push_subscriptions (user_id);

-- The sender reads them to send, records a success and deletes one the push service reports gone (410).
revoke all on table public.push_subscriptions from anon, authenticated, service_role;
grant select, delete on table public.push_subscriptions to authenticated, service_role;
grant insert (id, user_id, endpoint, p256dh, auth, user_agent) on table public.push_subscriptions to authenticated;
grant update (last_success_at) on table public.push_subscriptions to service_role;

create policy "Admins can read their own push subscriptions"
on public.push_subscriptions
for select
to authenticated
using (user_id = (select auth.uid()) and (select private.is_admin()));

create policy "Admins can add their own push subscriptions"
on public.push_subscriptions
for insert
to authenticated
with check (user_id = (select auth.uid()) and (select private.is_admin()));

create policy "Admins can remove their own push subscriptions"
on public.push_subscriptions
for delete
to authenticated
using (user_id = (select auth.uid()) and (select private.is_admin()));

-- ---------------------------------------------------------------------------------------------------
-- Waking the sender
-- ---------------------------------------------------------------------------------------------------

-- Always a NOTIFY on channel notification_jobs (delivered at commit; the local sender LISTENs). Where
-- pg_net is installed (hosted Supabase) and the Vault holds a secret named `notification_sender_url`, also
-- an HTTP POST to that URL (the Edge Function), with `notification_sender_key` as the bearer token when
-- the Vault has one. pg_net sends after commit, so a rolled-back submission wakes nobody. Everything here
-- is looked up at run time: the migration applies where neither extension exists (PGlite, plain Postgres).
create function private.wake_notification_sender()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender_url text;
  sender_key text;
begin
  perform pg_notify('notification_jobs', '');

  if to_regclass('vault.decrypted_secrets') is null
     or not exists (select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                     where n.nspname = 'net' and p.proname = 'http_post') then
    return;
  end if;
  execute $q$select max(decrypted_secret) filter (where name = 'notification_sender_url'),
                    max(decrypted_secret) filter (where name = 'notification_sender_key')
               from vault.decrypted_secrets
              where name in ('notification_sender_url', 'notification_sender_key')$q$
    into sender_url, sender_key;
  if sender_url is null or sender_url !~ '^https?://' then
    return;
  end if;
  execute $q$select net.http_post(url := $1, body := '{}'::jsonb, headers := $2, timeout_milliseconds := 5000)$q$
    using sender_url,
          jsonb_build_object('Content-Type', 'application/json')
            || case when sender_key is null then '{}'::jsonb
                    else jsonb_build_object('Authorization', 'Bearer ' || sender_key) end;
exception
  -- A wake-up that cannot be sent must never cost a submission: the one-minute sweep catches up.
  when others then
    raise warning 'wake_notification_sender: %', sqlerrm;
end
$$;
revoke all on function private.wake_notification_sender() from public, anon, authenticated, service_role;

-- Wakes the sender when some job is due and unclaimed; what the one-minute sweep runs.
create function private.wake_notification_sender_if_due()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from public.notification_jobs as j
              where j.state in ('pending', 'failed') and j.next_attempt_at <= now()
                and (j.locked_until is null or j.locked_until <= now())) then
    perform private.wake_notification_sender();
  end if;
end
$$;
revoke all on function private.wake_notification_sender_if_due() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------
-- The job set of a new submission
-- ---------------------------------------------------------------------------------------------------

-- AFTER INSERT on the four submission tables. Security definer: it reads admins, settings and
-- subscriptions and writes jobs, none of which the visitor may touch. Staff e-mails go to every admin
-- whose settings keep this kind by e-mail (no settings row: every kind) and to their extra addresses,
-- each address once whatever its case; a push job goes to every subscription of an admin whose settings
-- keep this kind by push; the traveller gets one confirmation in the submission's language.
create function private.queue_submission_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  all_kinds constant text[] := array['tour_inquiry', 'custom_tour_request', 'review', 'custom_review'];
  job_kind constant text := case tg_table_name
    when 'tour_inquiries' then 'tour_inquiry'
    when 'custom_tour_requests' then 'custom_tour_request'
    when 'reviews' then 'review'
    when 'custom_reviews' then 'custom_review'
  end;
begin
  -- The demo seed is made-up content: nobody is told about it.
  if current_setting('app.seeding', true) = 'on' then
    return null;
  end if;
  if job_kind is null then
    raise exception 'queue_submission_notifications: % is not a submission table', tg_table_name
      using errcode = '22023';
  end if;

  insert into public.notification_jobs (kind, record_id, channel, audience, recipient, language)
  select job_kind, new.id, 'email', 'staff', min(r.address), 'en'
    from (select a.email as address
            from public.admins as a
            left join public.notification_settings as s on s.user_id = a.user_id
           where job_kind = any(coalesce(s.email_kinds, all_kinds))
          union all
          select x.address
            from public.notification_settings as s
            join public.admins as a on a.user_id = s.user_id
           cross join unnest(s.extra_emails) as x(address)
           where job_kind = any(s.email_kinds)) as r
   group by lower(r.address)
  on conflict do nothing;

  insert into public.notification_jobs (kind, record_id, channel, audience, recipient, language)
  select job_kind, new.id, 'push', 'staff', p.id::text, 'en'
    from public.push_subscriptions as p
    join public.admins as a on a.user_id = p.user_id
    left join public.notification_settings as s on s.user_id = p.user_id
   where job_kind = any(coalesce(s.push_kinds, all_kinds))
  on conflict do nothing;

  insert into public.notification_jobs (kind, record_id, channel, audience, recipient, language)
  values (job_kind, new.id, 'email', 'traveller', new.email, new.language)
  on conflict do nothing;

  perform private.wake_notification_sender();
  return null;
end
$$;
revoke all on function private.queue_submission_notifications() from public, anon, authenticated, service_role;

create trigger queue_notifications
after insert on public.tour_inquiries
for each row execute function private.queue_submission_notifications();

create trigger queue_notifications
after insert on public.custom_tour_requests
for each row execute function private.queue_submission_notifications();

create trigger queue_notifications
after insert on public.reviews
for each row execute function private.queue_submission_notifications();

create trigger queue_notifications
after insert on public.custom_reviews
for each row execute function private.queue_submission_notifications();

-- ---------------------------------------------------------------------------------------------------
-- The sender's functions (service_role only)
-- ---------------------------------------------------------------------------------------------------
-- The work is done by security definer functions in `private` (not exposed by the API); `public` holds
-- security invoker wrappers, the RPCs. EXECUTE on both is granted to service_role only.

create function private.claim_notification_jobs(max_jobs integer, lease_seconds integer)
returns table (
  id uuid, kind text, record_id uuid, channel text, audience text, recipient text, language text,
  attempts integer, created_at timestamptz
)
language sql
security definer
set search_path = ''
as $$
  -- SKIP LOCKED: a job another sender's claim is still updating is left to it, so two senders never
  -- get the same job. The lease then keeps it from the next claims until it passes.
  with picked as (
    select j.id
      from public.notification_jobs as j
     where j.state in ('pending', 'failed')
       and j.next_attempt_at <= now()
       and (j.locked_until is null or j.locked_until <= now())
     order by j.next_attempt_at, j.created_at, j.id
     limit least(greatest(max_jobs, 0), 100)
       for update of j skip locked
  )
  update public.notification_jobs as j
     set locked_until = now() + make_interval(secs => least(greatest(lease_seconds, 10), 3600)),
         attempts = j.attempts + 1
    from picked
   where j.id = picked.id
  returning j.id, j.kind, j.record_id, j.channel, j.audience, j.recipient, j.language, j.attempts, j.created_at;
$$;
revoke all on function private.claim_notification_jobs(integer, integer) from public, anon, authenticated;
grant execute on function private.claim_notification_jobs(integer, integer) to service_role;

create function public.claim_notification_jobs(max_jobs integer default 20, lease_seconds integer default 120)
returns table (
  id uuid, kind text, record_id uuid, channel text, audience text, recipient text, language text,
  attempts integer, created_at timestamptz
)
language sql
set search_path = ''
as $$
  select * from private.claim_notification_jobs(max_jobs, lease_seconds);
$$;
revoke all on function public.claim_notification_jobs(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_notification_jobs(integer, integer) to service_role;

-- Returns the job's state afterwards. A job already sent stays sent (a repeated call is harmless).
create function private.complete_notification_job(job_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  result text;
begin
  update public.notification_jobs as j
     set state = 'sent', sent_at = now(), locked_until = null, last_error = null
   where j.id = job_id and j.state in ('pending', 'failed');
  select j.state into result from public.notification_jobs as j where j.id = job_id;
  if result is null then
    raise exception 'No notification job %', job_id using errcode = 'P0002';
  end if;
  return result;
end
$$;
revoke all on function private.complete_notification_job(uuid) from public, anon, authenticated;
grant execute on function private.complete_notification_job(uuid) to service_role;

create function public.complete_notification_job(job_id uuid)
returns text
language sql
set search_path = ''
as $$
  select private.complete_notification_job(job_id);
$$;
revoke all on function public.complete_notification_job(uuid) from public, anon, authenticated;
grant execute on function public.complete_notification_job(uuid) to service_role;

-- 'failed' with the next try after 1, 2, 4 … minutes (the attempts so far; at most an hour), or 'dead'
-- when permanent (e.g. an address the mail service refuses) or once the job is more than a day old.
create function private.fail_notification_job(job_id uuid, error text, permanent boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  result text;
begin
  update public.notification_jobs as j
     set state = case
                   when coalesce(permanent, false) or j.created_at <= now() - interval '24 hours' then 'dead'
                   else 'failed'
                 end,
         next_attempt_at = now() + least(interval '1 hour',
                                         interval '1 minute' * power(2, least(greatest(j.attempts, 1) - 1, 10))),
         locked_until = null,
         last_error = left(coalesce(error, 'unknown error'), 1000)
   where j.id = job_id and j.state in ('pending', 'failed');
  select j.state into result from public.notification_jobs as j where j.id = job_id;
  if result is null then
    raise exception 'No notification job %', job_id using errcode = 'P0002';
  end if;
  return result;
end
$$;
revoke all on function private.fail_notification_job(uuid, text, boolean) from public, anon, authenticated;
grant execute on function private.fail_notification_job(uuid, text, boolean) to service_role;

create function public.fail_notification_job(job_id uuid, error text, permanent boolean default false)
returns text
language sql
set search_path = ''
as $$
  select private.fail_notification_job(job_id, error, permanent);
$$;
revoke all on function public.fail_notification_job(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.fail_notification_job(uuid, text, boolean) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Staff's functions (admins only)
-- ---------------------------------------------------------------------------------------------------

-- A failed or dead job is tried again now (one more day of retries is not given: a retried job that
-- fails again after its first day goes straight back to dead, and staff may retry it again).
create function private.retry_notification_job(job_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  current_state text;
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins may retry notifications' using errcode = '42501';
  end if;
  select j.state into current_state from public.notification_jobs as j where j.id = job_id for update;
  if current_state is null then
    raise exception 'No notification job %', job_id using errcode = 'P0002';
  end if;
  if current_state not in ('failed', 'dead') then
    raise exception 'Only a failed or dead notification can be retried (this one is %)', current_state
      using errcode = '22023';
  end if;
  update public.notification_jobs as j
     set state = 'pending', next_attempt_at = now(), locked_until = null
   where j.id = job_id;
  perform private.wake_notification_sender();
  return 'pending';
end
$$;
revoke all on function private.retry_notification_job(uuid) from public, anon, authenticated, service_role;
grant execute on function private.retry_notification_job(uuid) to authenticated;

create function public.retry_notification_job(job_id uuid)
returns text
language sql
set search_path = ''
as $$
  select private.retry_notification_job(job_id);
$$;
revoke all on function public.retry_notification_job(uuid) from public, anon, authenticated, service_role;
grant execute on function public.retry_notification_job(uuid) to authenticated;

-- A 'test' job to the calling admin: by e-mail to their own address, or by push to each of their
-- subscriptions. Returns how many jobs it queued (0 when an admin without subscriptions asks for push).
create function private.queue_test_notification(channel text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins may send test notifications' using errcode = '42501';
  end if;
  if channel is null or channel not in ('email', 'push') then
    raise exception 'channel must be email or push' using errcode = '22023';
  end if;
  if channel = 'email' then
    insert into public.notification_jobs (kind, channel, audience, recipient)
    select 'test', 'email', 'staff', a.email from public.admins as a where a.user_id = (select auth.uid());
  else
    insert into public.notification_jobs (kind, channel, audience, recipient)
    select 'test', 'push', 'staff', p.id::text from public.push_subscriptions as p
     where p.user_id = (select auth.uid());
  end if;
  get diagnostics queued = row_count;
  perform private.wake_notification_sender();
  return queued;
end
$$;
revoke all on function private.queue_test_notification(text) from public, anon, authenticated, service_role;
grant execute on function private.queue_test_notification(text) to authenticated;

create function public.queue_test_notification(channel text)
returns integer
language sql
set search_path = ''
as $$
  select private.queue_test_notification(channel);
$$;
revoke all on function public.queue_test_notification(text) from public, anon, authenticated, service_role;
grant execute on function public.queue_test_notification(text) to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- The one-minute sweep (hosted Supabase with pg_cron)
-- ---------------------------------------------------------------------------------------------------

-- Catches what a lost wake-up left behind: retries whose backoff has passed, leases that expired. Only
-- where pg_cron is installed when this migration runs; docs/deploy.md says how to add it later.
do $$
begin
  if to_regnamespace('cron') is not null
     and exists (select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                  where n.nspname = 'cron' and p.proname = 'schedule') then
    execute $q$select cron.schedule('notification-sender-sweep', '* * * * *',
                                    'select private.wake_notification_sender_if_due()')$q$;
  end if;
end
$$;
