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

create function private.request_site_build()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  build_url text;
  build_key text;
begin
  perform pg_notify('site_content', '');

  if to_regclass('vault.decrypted_secrets') is null
     or not exists (select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                     where n.nspname = 'net' and p.proname = 'http_post') then
    return;
  end if;
  execute $q$select max(decrypted_secret) filter (where name = 'site_build_url'),
                    max(decrypted_secret) filter (where name = 'site_build_key')
               from vault.decrypted_secrets
              where name in ('site_build_url', 'site_build_key')$q$
    into build_url, build_key;
  if build_url is null or build_url !~ '^https?://' then
    return;
  end if;
  execute $q$select net.http_post(url := $1, body := '{}'::jsonb, headers := $2, timeout_milliseconds := 5000)$q$
    using build_url,
          jsonb_build_object('Content-Type', 'application/json')
            || case when build_key is null then '{}'::jsonb
                    else jsonb_build_object('Authorization', 'Bearer ' || build_key) end;
exception
  when others then
    raise warning 'request_site_build: %', sqlerrm;
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
