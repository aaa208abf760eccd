-- Photo gallery records (spec §3 "Gallery image"; limits in §5 "Gallery upload" and §9). Anyone reads;
-- only admins add, edit (featured, title, description, category) and delete. The image limits are
-- enforced here, whatever the client checked before uploading.

-- The gallery's capacity, in one place: 20 images, 52,428,800 bytes (50 MiB) in total.
-- (src/config/limits.ts GALLERY_MAX_IMAGES / GALLERY_MAX_TOTAL_BYTES; a test compares them.)
create function private.gallery_limits(out max_images integer, out max_total_size bigint)
language sql
immutable
set search_path = ''
as $$
  select 20, 52428800::bigint;
$$;
revoke all on function private.gallery_limits() from public, anon, authenticated;
grant execute on function private.gallery_limits() to authenticated, service_role;

create table public.gallery (
  id uuid primary key default gen_random_uuid(),
  title text,
  description text,
  category text not null default 'cultural',
  url text not null,
  thumbnail_url text,
  preview_url text,
  public_id text,
  file_name text,
  -- Bytes. No per-row cap: the 2 MiB object limit is the storage bucket's; records of older, hosted images
  -- may be larger, and all of them count towards the 50 MiB total.
  file_size bigint not null,
  width integer,
  height integer,
  format text,
  uploaded_by text not null default 'admin',
  upload_source text not null default 'supabase_storage',
  storage_path text,
  featured boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  constraint gallery_title_length check (char_length(title) <= 200),
  constraint gallery_description_length check (char_length(description) <= 1000),
  constraint gallery_category_valid check (category in ('cultural', 'nature', 'beaches', 'adventure', 'hotels')),
  -- Only web addresses: a `javascript:` or `data:` URL must never reach an <img> or a link.
  constraint gallery_url_format check (url ~* '^https?://[^[:space:]]+$'),
  constraint gallery_url_length check (char_length(url) <= 2048),
  constraint gallery_thumbnail_url_format check (thumbnail_url ~* '^https?://[^[:space:]]+$'),
  constraint gallery_thumbnail_url_length check (char_length(thumbnail_url) <= 2048),
  constraint gallery_preview_url_format check (preview_url ~* '^https?://[^[:space:]]+$'),
  constraint gallery_preview_url_length check (char_length(preview_url) <= 2048),
  constraint gallery_public_id_length check (char_length(public_id) <= 500),
  constraint gallery_file_name_length check (char_length(file_name) <= 255),
  constraint gallery_file_size_not_negative check (file_size >= 0),
  constraint gallery_width_range check (width between 1 and 20000),
  constraint gallery_height_range check (height between 1 and 20000),
  constraint gallery_format_length check (char_length(format) <= 20),
  constraint gallery_uploaded_by_length check (char_length(uploaded_by) <= 100),
  constraint gallery_upload_source_valid check (upload_source in ('supabase_storage', 'cloudinary')),
  constraint gallery_storage_path_length check (char_length(storage_path) <= 1024)
);
alter table public.gallery enable row level security;

comment on table public.gallery is 'Gallery images. Anyone reads; admins add, edit and delete; at most 20 images and 50 MiB in total.';

-- Visitors read every image but not who uploaded it.
revoke all on table public.gallery from anon, authenticated;
grant select (
  id, title, description, category, url, thumbnail_url, preview_url, public_id, file_name, file_size, width,
  height, format, upload_source, storage_path, featured, created_at, updated_at
) on table public.gallery to anon;
grant select, insert, delete on table public.gallery to authenticated;
grant update (featured, title, description, category) on table public.gallery to authenticated;

create index gallery_category_idx on public.gallery (category);
create index gallery_created_at_idx on public.gallery (created_at desc);
create index gallery_featured_idx on public.gallery (featured) where featured;

-- Reasons why adding `added_images` images of `added_bytes` bytes would break the limits; empty when it
-- fits. The texts are the spec's. Security invoker: it counts what the caller can see, which for the
-- callers that matter (admins, the table owner) is every row.
create function private.gallery_capacity_reasons(added_images integer, added_bytes bigint)
returns text[]
language sql
stable
set search_path = ''
as $$
  select array_remove(array[
    case when s.images + added_images > l.max_images
      then format('Would exceed image limit (%s max)', l.max_images) end,
    case when s.bytes + added_bytes > l.max_total_size
      then format('Would exceed storage limit (%sMB max)', l.max_total_size / 1048576) end
  ], null)
  from (select count(*) as images, coalesce(sum(g.file_size), 0) as bytes from public.gallery as g) as s
  cross join private.gallery_limits() as l;
$$;
revoke all on function private.gallery_capacity_reasons(integer, bigint) from public, anon, authenticated;
grant execute on function private.gallery_capacity_reasons(integer, bigint) to authenticated, service_role;

-- Refuses the 21st image or a total over 50 MiB, with the spec's reason texts as the message.
create function private.enforce_gallery_capacity()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  reasons text[];
begin
  -- Serialise concurrent inserts: each counts only after the previous one has committed (READ COMMITTED
  -- takes a fresh snapshot for the next statement), so two uploads cannot both take the last slot.
  perform pg_advisory_xact_lock(hashtextextended('public.gallery capacity', 0));
  reasons := private.gallery_capacity_reasons(1, new.file_size);
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
revoke all on function private.enforce_gallery_capacity() from public, anon, authenticated;

create trigger enforce_capacity
before insert on public.gallery
for each row execute function private.enforce_gallery_capacity();

create trigger set_updated_at
before update on public.gallery
for each row execute function private.set_updated_at();

create policy "Anyone can view gallery images"
on public.gallery
for select
to anon
using (true);

create policy "Admins can read all gallery images"
on public.gallery
for select
to authenticated
using ((select private.is_admin()));

create policy "Admins can add gallery images"
on public.gallery
for insert
to authenticated
with check ((select private.is_admin()));

create policy "Admins can update gallery images"
on public.gallery
for update
to authenticated
using ((select private.is_admin()))
with check ((select private.is_admin()));

create policy "Admins can delete gallery images"
on public.gallery
for delete
to authenticated
using ((select private.is_admin()));

-- Storage stats for the admin gallery page (spec §3 "Storage stats"). Security invoker (see
-- custom_review_stats); admin-only screens, so not granted to anon.
create function public.gallery_storage_stats(
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
  select s.images, l.max_images, greatest(l.max_images - s.images, 0), s.bytes, l.max_total_size
  from (
    select count(*)::integer as images, coalesce(sum(g.file_size), 0)::bigint as bytes from public.gallery as g
  ) as s
  cross join private.gallery_limits() as l;
$$;
revoke all on function public.gallery_storage_stats() from public, anon, authenticated;
grant execute on function public.gallery_storage_stats() to authenticated, service_role;

-- The capacity check before an upload (spec §5 "Gallery upload"): the same reasons the insert trigger
-- would give, so the upload modal can say why before any bytes are sent.
create function public.gallery_can_upload(
  total_bytes bigint,
  file_count integer,
  out can_upload boolean,
  out reasons text[]
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if total_bytes is null or file_count is null or total_bytes < 0 or file_count < 0 then
    raise exception 'total_bytes and file_count must be zero or more'
      using errcode = 'invalid_parameter_value';
  end if;
  reasons := private.gallery_capacity_reasons(file_count, total_bytes);
  can_upload := cardinality(reasons) = 0;
end
$$;
revoke all on function public.gallery_can_upload(bigint, integer) from public, anon, authenticated;
grant execute on function public.gallery_can_upload(bigint, integer) to authenticated, service_role;
