-- The 24-hour promise reaches a person: an inquiry or custom request that becomes overdue (no first
-- response 24 hours after it arrived, or its follow-up date passed while it is still open; see
-- private.overdue_reason) is told to its owner, or to every admin when it has none, through the same
-- notification queue as new submissions: e-mail and Web Push, following each admin's choices for that
-- kind of submission.
--
-- The sweep: private.queue_overdue_notifications(at) finds what is overdue at `at` and not alerted yet,
-- notes it in private.overdue_alerts (once per record, reason and due date: a record is told about once
-- for its missed first response and once for each follow-up date that passes) and queues the jobs in the
-- same statement. It runs with the one-minute sender sweep (pg_cron on hosted Supabase, the local
-- server's timer) and can be run by service_role through public.queue_overdue_notifications().
--
-- Only a fresh breach is told: what fell due more than two days before the sweep (a backlog after an
-- import, a server that was off for days) is left alone. It is still listed in the overdue view and
-- counted on the dashboard; a flood of mail about old records would bury new ones. Looking only at those
-- days also keeps the sweep small however many records stay overdue.

-- Which overdue moments have been dealt with ------------------------------------------------------

create table private.overdue_alerts (
  kind text not null,
  record_id uuid not null,
  reason text not null,
  -- The day it fell due (Sri Lanka's calendar): the day after it arrived, or the follow-up date.
  due_on date not null,
  noted_at timestamptz not null default now(),
  -- False when it was noted without telling anyone (the demo seed).
  notified boolean not null,
  primary key (record_id, reason, due_on),
  constraint overdue_alerts_kind_valid check (kind in ('tour_inquiry', 'custom_tour_request')),
  constraint overdue_alerts_reason_valid check (reason in ('no_response', 'follow_up'))
);
revoke all on table private.overdue_alerts from public, anon, authenticated, service_role;

comment on table private.overdue_alerts is
  'Each overdue moment (record, reason, due day) the sweep has dealt with, so it is told about once.';

-- Overdue jobs in the queue ------------------------------------------------------------------------

alter table public.notification_jobs
  add column overdue_reason text,
  add column due_on date,
  drop constraint notification_jobs_kind_valid,
  add constraint notification_jobs_kind_valid check (kind in (
    'tour_inquiry', 'custom_tour_request', 'review', 'custom_review',
    'tour_inquiry_overdue', 'custom_tour_request_overdue', 'test')),
  add constraint notification_jobs_overdue_reason_valid check (overdue_reason in ('no_response', 'follow_up')),
  -- An overdue job says why and since when; no other job does.
  add constraint notification_jobs_overdue_fields check (
    (kind in ('tour_inquiry_overdue', 'custom_tour_request_overdue')) = (overdue_reason is not null)
    and (overdue_reason is null) = (due_on is null)),
  drop constraint notification_jobs_traveller_email_only,
  -- Travellers get e-mail only, and only about their own submission (never a staff alert).
  add constraint notification_jobs_traveller_email_only check (
    audience = 'staff'
    or (channel = 'email' and kind in ('tour_inquiry', 'custom_tour_request', 'review', 'custom_review')));

comment on column public.notification_jobs.overdue_reason is
  'For an overdue alert: no_response (no first response in 24 hours) or follow_up (its follow-up date passed).';
comment on column public.notification_jobs.due_on is 'For an overdue alert: the day the record fell due.';

-- One job per recipient and occasion: a record's submission jobs, its missed first response and each
-- follow-up date that passes are separate occasions.
drop index public.notification_jobs_once_per_recipient;
create unique index notification_jobs_once_per_recipient
  on public.notification_jobs (
    record_id, kind, coalesce(overdue_reason, ''), coalesce(due_on, date '-infinity'), channel, audience,
    lower(recipient));

-- The sender needs the reason and the day: claim returns them.
drop function public.claim_notification_jobs(integer, integer);
drop function private.claim_notification_jobs(integer, integer);

create function private.claim_notification_jobs(max_jobs integer, lease_seconds integer)
returns table (
  id uuid, kind text, record_id uuid, channel text, audience text, recipient text, language text,
  attempts integer, created_at timestamptz, overdue_reason text, due_on date
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
  returning j.id, j.kind, j.record_id, j.channel, j.audience, j.recipient, j.language, j.attempts, j.created_at,
            j.overdue_reason, j.due_on;
$$;
revoke all on function private.claim_notification_jobs(integer, integer) from public, anon, authenticated;
grant execute on function private.claim_notification_jobs(integer, integer) to service_role;

create function public.claim_notification_jobs(max_jobs integer default 20, lease_seconds integer default 120)
returns table (
  id uuid, kind text, record_id uuid, channel text, audience text, recipient text, language text,
  attempts integer, created_at timestamptz, overdue_reason text, due_on date
)
language sql
set search_path = ''
as $$
  select * from private.claim_notification_jobs(max_jobs, lease_seconds);
$$;
revoke all on function public.claim_notification_jobs(integer, integer) from public, anon, authenticated;
grant execute on function public.claim_notification_jobs(integer, integer) to service_role;

-- Who on the staff is told, and how -----------------------------------------------------------------

-- The staff's (channel, recipient) pairs for something of `job_kind`, one rule for a new submission and
-- an overdue record: an e-mail to each admin whose settings keep this kind by e-mail (no settings row:
-- every kind) and to their extra addresses, each address once whatever its case; a push to each device of
-- an admin who keeps it by push. `only_admin`: that admin alone (an overdue record's owner); null: every
-- admin. Run by the security definer functions below, with their rights.
create function private.staff_notification_targets(job_kind text, only_admin uuid)
returns table (channel text, recipient text)
language sql
stable
set search_path = ''
as $$
  with chosen as (
    select a.user_id, a.email, s.email_kinds, s.push_kinds, s.extra_emails
      from public.admins as a
      left join public.notification_settings as s on s.user_id = a.user_id
     where only_admin is null or a.user_id = only_admin
  ),
  every_kind (kinds) as (
    select array['tour_inquiry', 'custom_tour_request', 'review', 'custom_review']
  )
  select 'email', min(x.address)
    from chosen as c
   cross join every_kind as k
   cross join lateral (select c.email
                       union all
                       select e from unnest(coalesce(c.extra_emails, '{}')) as e) as x(address)
   where job_kind = any(coalesce(c.email_kinds, k.kinds))
   group by lower(x.address)
  union all
  select 'push', p.id::text
    from chosen as c
   cross join every_kind as k
    join public.push_subscriptions as p on p.user_id = c.user_id
   where job_kind = any(coalesce(c.push_kinds, k.kinds));
$$;
revoke all on function private.staff_notification_targets(text, uuid) from public, anon, authenticated, service_role;

-- A new submission's staff jobs now come from the same rule (unchanged otherwise).
create or replace function private.queue_submission_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
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
  select job_kind, new.id, t.channel, 'staff', t.recipient, 'en'
    from private.staff_notification_targets(job_kind, null) as t
  on conflict do nothing;

  insert into public.notification_jobs (kind, record_id, channel, audience, recipient, language)
  values (job_kind, new.id, 'email', 'traveller', new.email, new.language)
  on conflict do nothing;

  perform private.wake_notification_sender();
  return null;
end
$$;

-- The sweep ----------------------------------------------------------------------------------------

-- Follow-up dates of open records, for the sweep's look at the last few days.
create index tour_inquiries_follow_up_idx on public.tour_inquiries (follow_up_on)
  where stage in ('new', 'contacted', 'quoted') and follow_up_on is not null;
create index custom_tour_requests_follow_up_idx on public.custom_tour_requests (follow_up_on)
  where stage in ('new', 'contacted', 'quoted') and follow_up_on is not null;

-- Returns how many overdue moments it noted. `send_jobs` false notes them without jobs (the demo seed).
-- Recipients: the owner, or every admin when the record has none, as private.staff_notification_targets
-- says for a new submission of that kind.
create function private.queue_overdue_notifications(at timestamptz, send_jobs boolean default true)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- What fell due before this day (Sri Lanka's calendar) is not news: it is left to the overdue view.
  fresh_since constant date := (at at time zone 'Asia/Colombo')::date - 2;
  -- That day's first moment.
  fresh_from constant timestamptz := fresh_since::timestamp at time zone 'Asia/Colombo';
  noted integer;
begin
  if at is null then
    raise exception 'queue_overdue_notifications needs a time' using errcode = '22023';
  end if;

  with watched as (
    -- Only what fell due since fresh_since can be news, so only that is read: open records that arrived
    -- in the last few days (the *_open_idx indexes) or whose follow-up date is in those days
    -- (*_follow_up_idx), whatever the size of the tables.
    select 'tour_inquiry' as kind, i.id, i.owner_id, i.stage, i.created_at, i.first_response_at, i.follow_up_on
      from public.tour_inquiries as i
     where i.stage in ('new', 'contacted', 'quoted')
       and (i.created_at >= fresh_from - interval '24 hours' or i.follow_up_on >= fresh_since)
    union all
    select 'custom_tour_request', r.id, r.owner_id, r.stage, r.created_at, r.first_response_at, r.follow_up_on
      from public.custom_tour_requests as r
     where r.stage in ('new', 'contacted', 'quoted')
       and (r.created_at >= fresh_from - interval '24 hours' or r.follow_up_on >= fresh_since)
  ),
  due as (
    -- private.overdue_reason decides each reason on its own: a record may be both unanswered and past
    -- its follow-up date, and each is told.
    select w.kind, w.id, w.owner_id, 'no_response' as reason,
           ((w.created_at + interval '24 hours') at time zone 'Asia/Colombo')::date as due_on
      from watched as w
     where private.overdue_reason(w.stage, w.created_at, w.first_response_at, null, at) = 'no_response'
    union all
    select w.kind, w.id, w.owner_id, 'follow_up', w.follow_up_on
      from watched as w
     where private.overdue_reason(w.stage, w.created_at, w.created_at, w.follow_up_on, at) = 'follow_up'
  ),
  fresh as (
    -- What earlier sweeps dealt with is skipped here rather than refused by the insert below.
    select d.* from due as d
     where d.due_on >= fresh_since
       and not exists (select 1 from private.overdue_alerts as n
                        where n.record_id = d.id and n.reason = d.reason and n.due_on = d.due_on)
  ),
  alerts as (
    insert into private.overdue_alerts (kind, record_id, reason, due_on, notified)
    select d.kind, d.id, d.reason, d.due_on, send_jobs
      from fresh as d
    -- (A sweep running at the same moment may have noted it since.)
    on conflict do nothing
    returning kind, record_id, reason, due_on, notified
  ),
  jobs as (
    insert into public.notification_jobs
      (kind, record_id, overdue_reason, due_on, channel, audience, recipient, language)
    select al.kind || '_overdue', al.record_id, al.reason, al.due_on, t.channel, 'staff', t.recipient, 'en'
      from alerts as al
      join fresh as d on d.id = al.record_id and d.reason = al.reason and d.due_on = al.due_on
     cross join lateral private.staff_notification_targets(al.kind, d.owner_id) as t
     where al.notified
    on conflict do nothing
  )
  -- (jobs runs to completion whether or not this reads it.)
  select count(*) into noted from alerts;

  if noted > 0 and send_jobs then
    perform private.wake_notification_sender();
  end if;
  return noted;
end
$$;
revoke all on function private.queue_overdue_notifications(timestamptz, boolean)
  from public, anon, authenticated, service_role;
grant execute on function private.queue_overdue_notifications(timestamptz, boolean) to service_role;

create function public.queue_overdue_notifications()
returns integer
language sql
set search_path = ''
as $$
  select private.queue_overdue_notifications(now());
$$;
revoke all on function public.queue_overdue_notifications() from public, anon, authenticated, service_role;
grant execute on function public.queue_overdue_notifications() to service_role;

comment on function public.queue_overdue_notifications() is
  'Queues alerts about inquiries and custom requests that became overdue; run by the one-minute sweep.';

-- The one-minute sweep (pg_cron on hosted Supabase, the local server's timer) now looks for overdue
-- records first; finding some wakes the sender by itself.
create or replace function private.wake_notification_sender_if_due()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  begin
    if private.queue_overdue_notifications(now()) > 0 then
      return;
    end if;
  exception
    -- The overdue watch must never keep the sweep from waking the sender for due jobs.
    when others then
      raise warning 'queue_overdue_notifications: %', sqlerrm;
  end;
  if exists (select 1 from public.notification_jobs as j
              where j.state in ('pending', 'failed') and j.next_attempt_at <= now()
                and (j.locked_until is null or j.locked_until <= now())) then
    perform private.wake_notification_sender();
  end if;
end
$$;
