-- The staff portal's list of content items (docs/decisions.md, "Content editors"): what each item is
-- called and where it stands, without its whole document (a tour's is up to 256 KiB; the list shows them
-- all on a phone). Security invoker: content_entries' policies decide, so only admins get rows.
--
--   label              the item's English title, name or question (its slug when it has none)
--   published_version  the draft version on the site; null when the item is not on the site
--   untranslated       how many texts lack a language (publishing is refused while any does)
--   featured           a tour shown among Home's featured tours

-- The count of missing texts is the publish gate's own rule, so the list and the gate agree.
grant execute on function private.untranslated_texts(jsonb, text) to authenticated;

create function public.content_items()
returns table (
  id uuid,
  kind text,
  slug text,
  "position" integer,
  label text,
  version integer,
  updated_at timestamptz,
  published_version integer,
  published_at timestamptz,
  untranslated integer,
  featured boolean
)
language sql
stable
set search_path = ''
as $$
  select e.id,
         e.kind,
         e.slug,
         e.position,
         coalesce(
           nullif(btrim(e.draft #>> '{title,en}'), ''),
           nullif(btrim(e.draft #>> '{name,en}'), ''),
           nullif(btrim(e.draft #>> '{question,en}'), ''),
           case when jsonb_typeof(e.draft -> 'name') = 'string' then nullif(btrim(e.draft ->> 'name'), '') end,
           e.slug
         ),
         e.version,
         e.updated_at,
         p.version,
         p.published_at,
         (select count(*)::integer from private.untranslated_texts(e.draft)),
         coalesce(e.draft -> 'featured' = 'true'::jsonb, false)
    from public.content_entries as e
    left join public.content_published as p on p.entry_id = e.id
   order by e.kind, e.position, e.slug;
$$;
revoke all on function public.content_items() from public, anon, authenticated;
grant execute on function public.content_items() to authenticated;
