-- The site's content, edited by the operator in the staff portal: tours, vehicles, FAQ entries, the business
-- facts, Home's hero slides and testimonials, the About texts and the policy pages. Each item is one JSON
-- document of its kind (docs/decisions.md, "Content as documents"):
--
--   public.content_entries    the draft admins edit: one row per item, saved whole, each save one version up
--   public.content_revisions  every saved version, written by a trigger; read by admins, written by nobody
--   public.content_published  what travellers read: a copy of one draft version, made by publish_content()
--
-- A text a traveller reads is an object with one string per language, {"en": …, "de": …, "fr": …}, plus
-- "same": true when one text serves every language (a name, say). Publishing refuses a draft with a text
-- missing in a language (private.untranslated_texts), so nothing half-translated reaches a traveller.
-- A save names the version it was based on (version = that + 1): a second admin saving over the first is
-- refused with HTTP 409, never silently overwriting.

-- ---------------------------------------------------------------------------------------------------
-- Drafts
-- ---------------------------------------------------------------------------------------------------

-- The kinds of content, in one place (the three tables check against it).
create function private.content_kind_valid(kind text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select kind in ('tour', 'vehicle', 'faq', 'business', 'hero_slide', 'testimonial', 'about', 'policy');
$$;
revoke all on function private.content_kind_valid(text) from public, anon, authenticated;
-- Checked as whoever writes: admins saving drafts.
grant execute on function private.content_kind_valid(text) to authenticated, service_role;

create table public.content_entries (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  -- A tour's slug is its URL (/tours/{slug}) and the tour id stored with enquiries and reviews.
  slug text not null,
  -- Order in lists (tours, fleet, FAQ, slides): lower first.
  position integer not null default 0,
  draft jsonb not null,
  -- The number of saves: 1 when made, and each save must say `version = <the one it was based on> + 1`.
  version integer not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- The admin who saved last (auth.users id; set by the database).
  updated_by uuid,

  constraint content_entries_kind_valid check (private.content_kind_valid(kind)),
  constraint content_entries_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint content_entries_slug_length check (char_length(slug) <= 80),
  constraint content_entries_position_range check (position between 0 and 10000),
  constraint content_entries_draft_object check (jsonb_typeof(draft) = 'object'),
  -- The longest tour today is about 20 KB of JSON in one language; 256 KiB leaves room for three.
  constraint content_entries_draft_size check (octet_length(draft::text) <= 262144),
  constraint content_entries_version_positive check (version >= 1),
  constraint content_entries_slug_unique unique (kind, slug)
);
alter table public.content_entries enable row level security;

-- ---------------------------------------------------------------------------------------------------
-- History
-- ---------------------------------------------------------------------------------------------------

create table public.content_revisions (
  entry_id uuid not null references public.content_entries (id) on delete cascade,
  version integer not null,
  slug text not null,
  position integer not null,
  data jsonb not null,
  saved_at timestamptz not null default now(),
  saved_by uuid,
  primary key (entry_id, version),
  constraint content_revisions_slug_length check (char_length(slug) <= 80)
);
alter table public.content_revisions enable row level security;

-- ---------------------------------------------------------------------------------------------------
-- Published
-- ---------------------------------------------------------------------------------------------------

create table public.content_published (
  -- An item on the site cannot be deleted (23503, HTTP 409): it is unpublished first.
  entry_id uuid primary key references public.content_entries (id),
  kind text not null,
  slug text not null,
  position integer not null,
  data jsonb not null,
  -- The draft version this is a copy of.
  version integer not null,
  published_at timestamptz not null default now(),
  published_by uuid,
  constraint content_published_kind_valid check (private.content_kind_valid(kind)),
  constraint content_published_slug_length check (char_length(slug) <= 80),
  constraint content_published_slug_unique unique (kind, slug)
);
alter table public.content_published enable row level security;
create index content_published_kind_position on public.content_published (kind, position);

-- ---------------------------------------------------------------------------------------------------
-- The translation gate
-- ---------------------------------------------------------------------------------------------------

-- Where a document has a text missing in a language: one path per missing text, e.g.
-- 'itinerary[2].title.de'. A text is an object with an "en" key; it is complete when "en" is a non-blank
-- string and either "same" is true or "de" and "fr" are non-blank strings too. Immutable: the same
-- document always gives the same answer (the publish check and the build check agree).
create function private.untranslated_texts(document jsonb, path text default '')
returns setof text
language plpgsql
immutable
set search_path = ''
as $$
declare
  key text;
  item jsonb;
  item_number integer := 0;
  lang text;
begin
  if jsonb_typeof(document) = 'object' then
    if document ? 'en' then
      if jsonb_typeof(document -> 'en') is distinct from 'string' or btrim(document ->> 'en') = '' then
        return next path || '.en';
      end if;
      if (document -> 'same') is distinct from 'true'::jsonb then
        foreach lang in array array['de', 'fr'] loop
          if jsonb_typeof(document -> lang) is distinct from 'string' or btrim(document ->> lang) = '' then
            return next path || '.' || lang;
          end if;
        end loop;
      end if;
      return;
    end if;
    for key in select k from jsonb_object_keys(document) as k order by k loop
      return query select * from private.untranslated_texts(document -> key, concat_ws('.', nullif(path, ''), key));
    end loop;
  elsif jsonb_typeof(document) = 'array' then
    for item in select value from jsonb_array_elements(document) loop
      return query select * from private.untranslated_texts(item, path || '[' || item_number || ']');
      item_number := item_number + 1;
    end loop;
  end if;
end
$$;
revoke all on function private.untranslated_texts(jsonb, text) from public, anon, authenticated;
-- For the build's check of published pages, which is to run as the service role (not written yet).
grant execute on function private.untranslated_texts(jsonb, text) to service_role;

-- ---------------------------------------------------------------------------------------------------
-- Saving
-- ---------------------------------------------------------------------------------------------------

-- The database keeps the version count, the times and who saved. A save that does not say it was based
-- on the current version (someone else saved since) is refused: PT409 is HTTP 409, and the portal tells
-- the admin to look at the other save before saving again.
create function private.content_entry_saving()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    new.created_at := now();
  else
    if new.version is distinct from old.version + 1 then
      raise exception 'content_changed_elsewhere'
        using errcode = 'PT409',
              detail = format('This item is at version %s; the save was based on version %s.', old.version, new.version - 1),
              hint = 'Load the item again, then save your change.';
    end if;
    new.id := old.id;
    new.kind := old.kind;
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end
$$;
revoke all on function private.content_entry_saving() from public, anon, authenticated;

create trigger content_entry_saving
before insert or update on public.content_entries
for each row execute function private.content_entry_saving();

-- Every saved version is kept. Security definer: admins may read the history, but nobody writes it
-- through the API, so the row is written with the owner's rights.
create function private.content_entry_saved()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.content_revisions (entry_id, version, slug, position, data, saved_at, saved_by)
  values (new.id, new.version, new.slug, new.position, new.draft, new.updated_at, new.updated_by);
  return null;
end
$$;
revoke all on function private.content_entry_saved() from public, anon, authenticated;

create trigger content_entry_saved
after insert or update on public.content_entries
for each row execute function private.content_entry_saved();

-- ---------------------------------------------------------------------------------------------------
-- Publishing
-- ---------------------------------------------------------------------------------------------------

-- Copies one draft version to what travellers read, whole or not at all. Refused (HTTP 409) when the draft
-- has moved on from the version the admin looked at, and (HTTP 422) while a text is missing in a
-- language; the detail lists where. Security definer: content_published is written by nobody else.
create function private.publish_content(target uuid, expected_version integer)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  entry public.content_entries%rowtype;
  missing text[];
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can publish content' using errcode = '42501';
  end if;
  select * into entry from public.content_entries where id = target for update;
  if not found then
    raise exception 'No content item %', target using errcode = 'PT404';
  end if;
  if entry.version <> expected_version then
    raise exception 'content_changed_elsewhere'
      using errcode = 'PT409',
            detail = format('This item is at version %s; you looked at version %s.', entry.version, expected_version),
            hint = 'Load the item again, then publish.';
  end if;
  select array_agg(t order by t) into missing from private.untranslated_texts(entry.draft) as t;
  if missing is not null then
    raise exception 'content_untranslated'
      using errcode = 'PT422',
            detail = array_to_string(missing, ' '),
            hint = 'Fill in each language, or mark the text the same in every language.';
  end if;
  insert into public.content_published (entry_id, kind, slug, position, data, version, published_at, published_by)
  values (entry.id, entry.kind, entry.slug, entry.position, entry.draft, entry.version, now(), (select auth.uid()))
  on conflict (entry_id) do update
    set slug = excluded.slug,
        position = excluded.position,
        data = excluded.data,
        version = excluded.version,
        published_at = excluded.published_at,
        published_by = excluded.published_by;
  return now();
end
$$;
revoke all on function private.publish_content(uuid, integer) from public, anon, authenticated;
grant execute on function private.publish_content(uuid, integer) to authenticated;

-- Takes an item off the site (its draft and history stay); true when it was on the site.
create function private.unpublish_content(target uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not (select private.is_admin()) then
    raise exception 'Only admins can unpublish content' using errcode = '42501';
  end if;
  delete from public.content_published where entry_id = target;
  return found;
end
$$;
revoke all on function private.unpublish_content(uuid) from public, anon, authenticated;
grant execute on function private.unpublish_content(uuid) to authenticated;

-- The RPCs the portal calls (security invoker; the work is done by the private functions above).
-- publish_content answers when the item was published.
create function public.publish_content(entry_id uuid, version integer)
returns timestamptz
language sql
set search_path = ''
as $$
  select private.publish_content(entry_id, version);
$$;
revoke all on function public.publish_content(uuid, integer) from public, anon, authenticated;
grant execute on function public.publish_content(uuid, integer) to authenticated;

create function public.unpublish_content(entry_id uuid)
returns boolean
language sql
set search_path = ''
as $$
  select private.unpublish_content(entry_id);
$$;
revoke all on function public.unpublish_content(uuid) from public, anon, authenticated;
grant execute on function public.unpublish_content(uuid) to authenticated;

-- Brings an earlier version back as a new save (the history keeps everything in between). The caller's
-- own rights apply: only an admin can read the history and save the draft. Answers the new version.
create function public.restore_content(entry_id uuid, revision integer, version integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  earlier public.content_revisions%rowtype;
begin
  select * into earlier from public.content_revisions as r where r.entry_id = restore_content.entry_id and r.version = revision;
  if not found then
    raise exception 'No version % of content item %', revision, entry_id using errcode = 'PT404';
  end if;
  update public.content_entries as e
     set draft = earlier.data, slug = earlier.slug, position = earlier.position, version = restore_content.version + 1
   where e.id = restore_content.entry_id;
  if not found then
    raise exception 'No content item %', entry_id using errcode = 'PT404';
  end if;
  return restore_content.version + 1;
end
$$;
revoke all on function public.restore_content(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.restore_content(uuid, integer, integer) to authenticated;

-- ---------------------------------------------------------------------------------------------------
-- Who may do what
-- ---------------------------------------------------------------------------------------------------

revoke all on table public.content_entries from anon, authenticated, service_role;
revoke all on table public.content_revisions from anon, authenticated, service_role;
revoke all on table public.content_published from anon, authenticated, service_role;

-- Admins edit drafts (kind is fixed once made; times, versions and who saved are the database's).
grant select, delete on table public.content_entries to authenticated;
-- The portal may name a new item's id itself (so a save sent twice makes one item).
grant insert (id, kind, slug, position, draft) on table public.content_entries to authenticated;
grant update (slug, position, draft, version) on table public.content_entries to authenticated;
grant select on table public.content_revisions to authenticated;
-- Everyone reads what is published; who published it is for admins (src/types/database.ts
-- ANON_READABLE_COLUMNS lists visitors' columns).
grant select (entry_id, kind, slug, position, data, version, published_at) on table public.content_published to anon;
grant select on table public.content_published to authenticated;
-- The build and the publish hook read content as the service role.
grant select on table public.content_entries, public.content_revisions, public.content_published to service_role;

create policy "Admins can read content drafts"
on public.content_entries for select to authenticated
using ((select private.is_admin()));

create policy "Admins can add content"
on public.content_entries for insert to authenticated
with check ((select private.is_admin()));

create policy "Admins can save content drafts"
on public.content_entries for update to authenticated
using ((select private.is_admin()))
with check ((select private.is_admin()));

-- An item on the site cannot be deleted (content_published's foreign key); unpublish it first.
create policy "Admins can delete content"
on public.content_entries for delete to authenticated
using ((select private.is_admin()));

create policy "Admins can read content history"
on public.content_revisions for select to authenticated
using ((select private.is_admin()));

create policy "Anyone can read published content"
on public.content_published for select to anon, authenticated
using (true);
