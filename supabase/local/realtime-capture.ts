/**
 * Change capture without logical replication (PGlite has none): an AFTER row trigger on every table of
 * publication `supabase_realtime` writes the change into `realtime_local.changes` and NOTIFYs its id;
 * the server LISTENs, reads the queue in id order and deletes what it has handled. The queue row is
 * written in the same transaction as the change, so a rolled-back change is never announced.
 *
 * `realtime_local` is not an API schema and no API role has any right on it.
 */
import type { Db } from './db.ts';

export const CHANGES_CHANNEL = 'realtime_local_changes';
export const CAPTURE_TRIGGER = 'realtime_local_capture';

const INSTALL_SQL = `
create schema if not exists realtime_local;
revoke all on schema realtime_local from public;

create table if not exists realtime_local.changes (
  id bigint generated always as identity primary key,
  schema_name text not null,
  table_name text not null,
  action text not null,
  record jsonb,
  old_record jsonb,
  -- The transaction's timestamp: every row of one transaction shares it, as a commit timestamp would.
  commit_timestamp timestamptz not null default now()
);
revoke all on table realtime_local.changes from public;
-- Defence in depth: only the owner (this server, the capture trigger) may ever read or write it.
alter table realtime_local.changes enable row level security;

-- Security definer: it runs for whoever changed the row (a visitor, say), who has no right on the queue.
create or replace function realtime_local.capture_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  change_id bigint;
begin
  insert into realtime_local.changes (schema_name, table_name, action, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op,
          case when tg_op <> 'DELETE' then to_jsonb(new) end,
          case when tg_op <> 'INSERT' then to_jsonb(old) end)
  returning id into change_id;
  -- Only the id: NOTIFY payloads are capped at 8000 bytes, rows are not.
  perform pg_notify('${CHANGES_CHANNEL}', change_id::text);
  return null;
end
$$;
revoke all on function realtime_local.capture_change() from public;

-- One capture trigger per published table, for the actions the publication publishes; stale ones go.
create or replace function realtime_local.sync_capture_triggers()
returns void
language plpgsql
set search_path = ''
as $$
declare
  r record;
begin
  for r in
    select t.tgrelid::regclass as rel
    from pg_catalog.pg_trigger as t
    where t.tgname = '${CAPTURE_TRIGGER}' and not t.tgisinternal
      and not exists (
        select 1
        from pg_catalog.pg_publication_tables as pt
        join pg_catalog.pg_publication as p on p.pubname = pt.pubname
        where pt.pubname = 'supabase_realtime'
          and format('%I.%I', pt.schemaname, pt.tablename)::regclass = t.tgrelid
          -- tgtype bits: 1 row, 4 insert, 8 delete, 16 update (AFTER has no bit of its own)
          and t.tgtype = 1 + (case when p.pubinsert then 4 else 0 end)
                           + (case when p.pubdelete then 8 else 0 end)
                           + (case when p.pubupdate then 16 else 0 end)
      )
  loop
    execute format('drop trigger %I on %s', '${CAPTURE_TRIGGER}', r.rel);
  end loop;

  for r in
    select format('%I.%I', pt.schemaname, pt.tablename)::regclass as rel,
           concat_ws(' or ', case when p.pubinsert then 'insert' end,
                             case when p.pubupdate then 'update' end,
                             case when p.pubdelete then 'delete' end) as events
    from pg_catalog.pg_publication_tables as pt
    join pg_catalog.pg_publication as p on p.pubname = pt.pubname
    where pt.pubname = 'supabase_realtime'
      and pt.schemaname not in ('realtime_local', 'storage_local')
  loop
    if r.events <> '' and not exists (
      select 1 from pg_catalog.pg_trigger as t where t.tgrelid = r.rel and t.tgname = '${CAPTURE_TRIGGER}'
    ) then
      execute format('create trigger %I after %s on %s for each row execute function realtime_local.capture_change()',
                     '${CAPTURE_TRIGGER}', r.events, r.rel);
    end if;
  end loop;
end
$$;
revoke all on function realtime_local.sync_capture_triggers() from public;

-- A table added to the publication while the server runs (a migration applied by hand, a test) is
-- captured at once, as on hosted Supabase. Never let this break the DDL that fired it.
create or replace function realtime_local.on_ddl_command_end()
returns event_trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (
    select 1 from pg_catalog.pg_event_trigger_ddl_commands() as c
    where c.command_tag in ('ALTER PUBLICATION', 'CREATE PUBLICATION', 'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO')
  ) then
    perform realtime_local.sync_capture_triggers();
  end if;
exception when others then
  raise warning 'realtime_local: could not sync capture triggers: %', sqlerrm;
end
$$;
revoke all on function realtime_local.on_ddl_command_end() from public;

-- Event triggers need a superuser; on a Postgres where the server is not one, tables added at run
-- time are picked up at the next start instead.
do $$
begin
  drop event trigger if exists realtime_local_ddl;
  create event trigger realtime_local_ddl on ddl_command_end
    execute function realtime_local.on_ddl_command_end();
exception when insufficient_privilege then
  raise notice 'realtime_local: no event trigger (not a superuser); published tables sync at start';
end
$$;

select realtime_local.sync_capture_triggers();

-- Nobody is subscribed before the server listens: changes queued while it was down have no audience.
delete from realtime_local.changes;
`;

/** Idempotent; runs after the migrations on every start so tables published since get captured. */
export async function installRealtimeCapture(db: Db): Promise<void> {
  await db.exec(INSTALL_SQL);
}
