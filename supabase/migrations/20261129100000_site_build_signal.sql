-- Published means pre-rendered (docs/decisions.md, "Publishing re-renders the pages"): every change to what
-- travellers read (public.content_published: a publish, an unpublish) asks for the site to be built again.
--
--   locally   pg_notify('site_content'): the local server renders the changed pages again within seconds
--             (supabase/local/site-publisher.ts, scripts/republish.ts);
--   hosted    net.http_post to the Edge Function `site-build` (its URL and key in Vault as
--             site_build_url / site_build_key, as the notification sender's are), which calls the static
--             host's deploy hook; a daily pg_cron job asks again, as a safety net for a lost request.
--
-- A request that cannot be sent never costs the publish: it is logged, and the daily rebuild catches up.

-- POSTs `{}` to the URL kept in the Vault under `url_secret`, with `Authorization: Bearer <key_secret>` when
-- that one is set, through pg_net (sent after commit). Nothing without the Vault, pg_net or a URL (the local
-- server, a project not set up yet). A request that cannot be queued is logged, never raised: it must not
-- cost the write that asked for it. Shared by the notification sender's wake-up and the site build.
create function private.post_to_vault_url(url_secret text, key_secret text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target_url text;
  target_key text;
begin
  if to_regclass('vault.decrypted_secrets') is null
     or not exists (select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                     where n.nspname = 'net' and p.proname = 'http_post') then
    return;
  end if;
  execute $q$select max(decrypted_secret) filter (where name = $1),
                    max(decrypted_secret) filter (where name = $2)
               from vault.decrypted_secrets
              where name in ($1, $2)$q$
    into target_url, target_key
    using url_secret, key_secret;
  if target_url is null or target_url !~ '^https?://' then
    return;
  end if;
  execute $q$select net.http_post(url := $1, body := '{}'::jsonb, headers := $2, timeout_milliseconds := 5000)$q$
    using target_url,
          jsonb_build_object('Content-Type', 'application/json')
            || case when target_key is null then '{}'::jsonb
                    else jsonb_build_object('Authorization', 'Bearer ' || target_key) end;
exception
  when others then
    raise warning 'post_to_vault_url(%): %', url_secret, sqlerrm;
end
$$;
revoke all on function private.post_to_vault_url(text, text) from public, anon, authenticated, service_role;

-- The notification sender's wake-up (20261126090000_notification_queue.sql), now through the shared POST.
create or replace function private.wake_notification_sender()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('notification_jobs', '');
  perform private.post_to_vault_url('notification_sender_url', 'notification_sender_key');
end
$$;

create function private.request_site_build()
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_notify('site_content', '');
  perform private.post_to_vault_url('site_build_url', 'site_build_key');
end
$$;
revoke all on function private.request_site_build() from public, anon, authenticated, service_role;

-- Once per row: a publish is one row, written by an upsert (a statement trigger would fire twice for it,
-- once as the insert and once as the update).
create function private.site_content_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.request_site_build();
  return null;
end
$$;
revoke all on function private.site_content_changed() from public, anon, authenticated, service_role;

create trigger site_content_changed
after insert or update or delete on public.content_published
for each row execute function private.site_content_changed();

-- The daily safety net (hosted Supabase with pg_cron), at 03:00 UTC (09:30 in Sri Lanka, before the
-- office's busy hours); docs/deploy.md says how to add it where pg_cron came later.
do $$
begin
  if to_regnamespace('cron') is not null
     and exists (select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                  where n.nspname = 'cron' and p.proname = 'schedule') then
    execute $q$select cron.schedule('site-build-daily', '0 3 * * *', 'select private.request_site_build()')$q$;
  end if;
end
$$;
