-- A gallery photo chosen for a page (a content document's image: {"gallery": "<id>", "thumb": …,
-- "preview": …, "full": …, "alt": {…}}, docs/decisions.md "Gallery photos in content") cannot be deleted
-- from the gallery while a draft or the site uses it: the page would show a hole. The admin first chooses
-- another picture there. PT409 is HTTP 409; the detail names where it is used.

create function private.gallery_photo_uses(photo uuid)
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct e.kind || ' ' || e.slug order by e.kind || ' ' || e.slug), '{}')
    from public.content_entries as e
    left join public.content_published as p on p.entry_id = e.id
   where jsonb_path_exists(e.draft, '$.** ? (@.gallery == $id)', jsonb_build_object('id', photo::text))
      or jsonb_path_exists(coalesce(p.data, '{}'), '$.** ? (@.gallery == $id)', jsonb_build_object('id', photo::text));
$$;
revoke all on function private.gallery_photo_uses(uuid) from public, anon, authenticated, service_role;

create function private.keep_gallery_photos_in_use()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  uses text[] := private.gallery_photo_uses(old.id);
begin
  if cardinality(uses) > 0 then
    raise exception 'gallery_photo_in_use'
      using errcode = 'PT409',
            detail = array_to_string(uses, ', '),
            hint = 'Choose another picture for these items in Site content first.';
  end if;
  return old;
end
$$;
revoke all on function private.keep_gallery_photos_in_use() from public, anon, authenticated, service_role;

create trigger keep_gallery_photos_in_use
before delete on public.gallery
for each row execute function private.keep_gallery_photos_in_use();
