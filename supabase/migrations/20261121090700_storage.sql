-- The `gallery` storage bucket: public reads through the public URL (which the storage server serves
-- without RLS), writes by admins only. Limits mirror supabase/config.toml [storage.buckets.gallery] so a
-- hosted project that only ran the migrations gets the same bucket.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'gallery',
  'gallery',
  true,
  2097152, -- bytes (2 MiB) per object, the spec's "maximum 2MB each"
  array['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']
)
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- No SELECT policy for visitors: a public bucket needs none for its object URLs, and one would let anyone
-- list every file (advisor lint 0025). Admins need SELECT to list and to delete.
create policy "Admins can read gallery objects"
on storage.objects
for select
to authenticated
using (bucket_id = 'gallery' and (select private.is_admin()));

create policy "Admins can upload gallery objects"
on storage.objects
for insert
to authenticated
with check (bucket_id = 'gallery' and (select private.is_admin()));

create policy "Admins can update gallery objects"
on storage.objects
for update
to authenticated
using (bucket_id = 'gallery' and (select private.is_admin()))
with check (bucket_id = 'gallery' and (select private.is_admin()));

create policy "Admins can delete gallery objects"
on storage.objects
for delete
to authenticated
using (bucket_id = 'gallery' and (select private.is_admin()));
