-- The sender records a whole batch of delivered jobs in one call instead of one call per job: with one
-- database connection at a time (PGlite locally, a pooled connection on hosted Supabase) the per-job
-- round trip was what kept the queue behind a burst of submissions. Same rules as
-- complete_notification_job: a job already sent stays sent; a job that is not pending or failed is left.

create function private.complete_notification_jobs(job_ids uuid[])
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  done integer;
begin
  if cardinality(job_ids) > 100 then
    raise exception 'At most 100 jobs at a time' using errcode = '22023';
  end if;
  update public.notification_jobs as j
     set state = 'sent', sent_at = now(), locked_until = null, last_error = null
   where j.id = any(job_ids) and j.state in ('pending', 'failed');
  get diagnostics done = row_count;
  return done;
end
$$;
revoke all on function private.complete_notification_jobs(uuid[]) from public, anon, authenticated;
grant execute on function private.complete_notification_jobs(uuid[]) to service_role;

create function public.complete_notification_jobs(job_ids uuid[])
returns integer
language sql
set search_path = ''
as $$
  select private.complete_notification_jobs(job_ids);
$$;
revoke all on function public.complete_notification_jobs(uuid[]) from public, anon, authenticated;
grant execute on function public.complete_notification_jobs(uuid[]) to service_role;
