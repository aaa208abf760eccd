-- The gallery's capacity counted from what is really in the `gallery` bucket, not from what a client
-- says it uploaded (spec §5 "Gallery upload", §9). Each image is three objects under a folder named
-- after its row id ('<id>/full.webp', '<id>/preview.webp', '<id>/thumb.webp'), uploaded before the row.
--
-- * An object upload that would take the bucket over 52,428,800 bytes is refused when Storage writes its
--   storage.objects row (the local server and hosted Storage both record the byte count in
--   metadata->>'size'), counting objects no row owns yet too: bytes cannot pile up unaccounted.
-- * A row added through the API must point into its own folder and its files must all be there; a row's
--   file_size becomes the bytes stored in its folder, whatever the client sent.
-- * Uploads interrupted between the files and the row leave objects in a folder with no row. They count
--   towards the total and are listed by gallery_orphan_paths() for the admin screen to remove through
--   the Storage API (hosted Storage keeps the bytes outside the database, so SQL must not delete them).

-- Bytes of one object as Storage records them; anything unreadable counts as nothing rather than failing
-- an upload (the bucket's own per-object limit still applies in the storage server).
create function private.gallery_object_bytes(metadata jsonb)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select case when metadata ->> 'size' ~ '^[0-9]{1,15}$' then (metadata ->> 'size')::bigint else 0 end;
$$;
revoke all on function private.gallery_object_bytes(jsonb) from public, anon, authenticated;
grant execute on function private.gallery_object_bytes(jsonb) to authenticated, service_role;

-- What the gallery uses: its rows, and the bytes of every object in the bucket plus the recorded size of
-- rows with nothing in the bucket (older images hosted elsewhere). Security invoker: admins (and the
-- owner) see every row and object; anyone else sees nothing and counts nothing.
create function private.gallery_usage(out images integer, out bytes bigint)
language sql
stable
set search_path = ''
as $$
  select
    (select count(*)::integer from public.gallery),
    (select coalesce(sum(private.gallery_object_bytes(o.metadata)), 0)::bigint
       from storage.objects as o
      where o.bucket_id = 'gallery')
    + (select coalesce(sum(g.file_size), 0)::bigint
         from public.gallery as g
        where not exists (
          select 1 from storage.objects as o
           where o.bucket_id = 'gallery' and split_part(o.name, '/', 1) = g.id::text
        ));
$$;
revoke all on function private.gallery_usage() from public, anon, authenticated;
grant execute on function private.gallery_usage() to authenticated, service_role;

-- Same reasons and texts as before, now over the stored bytes.
create or replace function private.gallery_capacity_reasons(added_images integer, added_bytes bigint)
returns text[]
language sql
stable
set search_path = ''
as $$
  select array_remove(array[
    case when u.images + added_images > l.max_images
      then format('Would exceed image limit (%s max)', l.max_images) end,
    case when u.bytes + added_bytes > l.max_total_size
      then format('Would exceed storage limit (%sMB max)', l.max_total_size / 1048576) end
  ], null)
  from private.gallery_usage() as u
  cross join private.gallery_limits() as l;
$$;

create or replace function public.gallery_storage_stats(
  out total_images integer,
  out max_images integer,
  out remaining_images integer,
  out total_size bigint,
  out max_total_size bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  select u.images, l.max_images, greatest(l.max_images - u.images, 0), u.bytes, l.max_total_size
  from private.gallery_usage() as u
  cross join private.gallery_limits() as l;
$$;

-- BEFORE INSERT on public.gallery (the existing `enforce_capacity` trigger), replacing the count of the
-- client's file_size: a row whose folder holds objects gets their total as its file_size, and those bytes
-- are already counted (each object was checked as it arrived); a row with nothing in the bucket (an
-- older image hosted elsewhere) brings its recorded size.
create or replace function private.enforce_gallery_capacity()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  stored_bytes bigint;
  stored_objects integer;
  reasons text[];
begin
  -- Serialise with other inserts and with uploads into the bucket (same lock): each counts only after
  -- the previous one has committed, so two uploads cannot both take the last slot.
  perform pg_advisory_xact_lock(hashtextextended('public.gallery capacity', 0));
  select count(*), coalesce(sum(private.gallery_object_bytes(o.metadata)), 0)
    into stored_objects, stored_bytes
    from storage.objects as o
   where o.bucket_id = 'gallery' and split_part(o.name, '/', 1) = new.id::text;
  if stored_objects > 0 then
    new.file_size := stored_bytes;
  end if;
  reasons := private.gallery_capacity_reasons(1, case when stored_objects > 0 then 0 else new.file_size end);
  if cardinality(reasons) > 0 then
    raise exception '%', array_to_string(reasons, '; ')
      using errcode = 'check_violation',
            schema = 'public',
            table = 'gallery',
            constraint = 'gallery_capacity',
            hint = 'Delete images to free space.';
  end if;
  return new;
end
$$;

-- AFTER INSERT on public.gallery: a row added through the API (anon or authenticated; RLS already let
-- only admins through) must be this bucket's files, in its own folder, all present. An AFTER trigger so
-- that the table's CHECK constraints and RLS answer first. Rows written by the owner or the service role
-- (imports of older images) may point elsewhere. Security invoker: `current_user` is the API role, and
-- admins see every gallery object.
create function private.enforce_gallery_files()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  folder constant text := new.id::text || '/';
  public_path constant text := '/storage/v1/object/public/gallery/';
  referenced text[];
  missing text[];
begin
  if current_user not in ('anon', 'authenticated') then
    return null;
  end if;
  -- Every address must be this bucket's public URL of an object in the row's own folder.
  referenced := array[
    new.storage_path,
    case when new.preview_url is not null
      then coalesce(substring(new.preview_url from '^https?://[^/]+' || public_path || '(.*)$'), '') end,
    case when new.thumbnail_url is not null
      then coalesce(substring(new.thumbnail_url from '^https?://[^/]+' || public_path || '(.*)$'), '') end
  ];
  if new.upload_source <> 'supabase_storage' or new.storage_path is null
     or new.url is distinct from substring(new.url from '^https?://[^/]+') || public_path || new.storage_path
     or exists (select 1 from unnest(referenced) as r(path) where r.path is not null and not starts_with(r.path, folder))
  then
    raise exception 'Image files must be in the gallery bucket under %', folder
      using errcode = 'foreign_key_violation',
            schema = 'public',
            table = 'gallery',
            constraint = 'gallery_files_stored',
            hint = 'url is the public URL of storage_path; preview_url and thumbnail_url point into the same folder.';
  end if;
  select array_agg(r.path order by r.path) into missing
    from (select distinct u.path from unnest(referenced) as u(path) where u.path is not null) as r
   where not exists (select 1 from storage.objects as o where o.bucket_id = 'gallery' and o.name = r.path);
  if missing is not null then
    raise exception 'Image files are missing from storage: %', array_to_string(missing, ', ')
      using errcode = 'foreign_key_violation',
            schema = 'public',
            table = 'gallery',
            constraint = 'gallery_files_stored',
            hint = 'Upload the files before adding the image.';
  end if;
  return null;
end
$$;
revoke all on function private.enforce_gallery_files() from public, anon, authenticated;

create trigger enforce_files_stored
after insert on public.gallery
for each row execute function private.enforce_gallery_files();

-- BEFORE INSERT OR UPDATE on storage.objects, gallery bucket only: refuses the object that would take
-- the bucket over 50 MiB, or that would start a 21st image (a folder no row owns while 20 rows exist).
-- Security definer: hosted Storage writes the final row as its own role, which cannot read our schemas;
-- the count must also not depend on what the writer may see.
create function private.enforce_gallery_object_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  added_bytes bigint;
  new_image boolean;
  reasons text[];
begin
  added_bytes := private.gallery_object_bytes(new.metadata);
  if tg_op = 'UPDATE' and old.bucket_id = 'gallery' then
    added_bytes := added_bytes - private.gallery_object_bytes(old.metadata);
  end if;
  perform pg_advisory_xact_lock(hashtextextended('public.gallery capacity', 0));
  new_image := (tg_op = 'INSERT' or old.bucket_id is distinct from 'gallery' or old.name <> new.name)
    and not exists (select 1 from public.gallery as g where g.id::text = split_part(new.name, '/', 1))
    and not exists (
      select 1 from storage.objects as o
       where o.bucket_id = 'gallery' and o.id <> new.id
         and split_part(o.name, '/', 1) = split_part(new.name, '/', 1)
    );
  -- A smaller replacement is always allowed, even in a gallery already over its limits.
  if added_bytes <= 0 and not new_image then
    return new;
  end if;
  reasons := private.gallery_capacity_reasons(new_image::integer, greatest(added_bytes, 0));
  if cardinality(reasons) > 0 then
    raise exception '%', array_to_string(reasons, '; ')
      using errcode = 'check_violation',
            schema = 'storage',
            table = 'objects',
            constraint = 'gallery_capacity',
            hint = 'Delete images to free space.';
  end if;
  return new;
end
$$;
revoke all on function private.enforce_gallery_object_capacity() from public, anon, authenticated;

create trigger enforce_gallery_capacity
before insert or update on storage.objects
for each row
when (new.bucket_id = 'gallery')
execute function private.enforce_gallery_object_capacity();

-- Objects of interrupted uploads and deletes: folders no row owns whose newest object is more than ten
-- minutes old (an upload in progress writes its row within seconds of its last file). The admin screen
-- asks for them when it opens and removes them through the Storage API; SQL does not delete them
-- because hosted Storage keeps the bytes outside the database. Security invoker: admins see every
-- gallery object, anyone else none. At most 1,000 names, Storage's limit for one remove request.
create function public.gallery_orphan_paths()
returns text[]
language sql
stable
security invoker
set search_path = ''
as $$
  select coalesce(array_agg(o.name order by o.name), '{}')
  from (
    select o.name
    from storage.objects as o
    where o.bucket_id = 'gallery'
      and not exists (select 1 from public.gallery as g where g.id::text = split_part(o.name, '/', 1))
      and not exists (
        select 1 from storage.objects as recent
         where recent.bucket_id = 'gallery'
           and split_part(recent.name, '/', 1) = split_part(o.name, '/', 1)
           and greatest(recent.created_at, recent.updated_at) > now() - interval '10 minutes'
      )
    order by o.name
    limit 1000
  ) as o;
$$;
revoke all on function public.gallery_orphan_paths() from public, anon, authenticated;
grant execute on function public.gallery_orphan_paths() to authenticated, service_role;
