-- The staff lists of inquiries and custom tour requests are paged, filtered and searched on the server, so
-- they work the same with a hundred records or a hundred thousand (PostgREST answers at most 1,000 rows a
-- request; a list that read "every" row silently lost the older ones past that).
--
-- Search: each row carries `search_text`, the lower-cased text an admin may look a record up by (name,
-- e-mail, phone, country, tour, reference, staff note), kept by Postgres itself (a stored generated column,
-- so no write can leave it stale). The list asks for rows whose search_text contains every word typed
-- (`ilike '%word%'`), which a trigram index answers without reading the table. The order of the lists
-- (newest first, or oldest first) and the next page after a row (created_at, id) come from one index.

create extension if not exists pg_trgm with schema extensions;

alter table public.tour_inquiries
  add column search_text text generated always as (
    lower(
      id::text || ' ' || first_name || ' ' || last_name || ' ' || email || ' ' || phone || ' ' || country
        || ' ' || tour_title || ' ' || tour_id || ' ' || coalesce(internal_note, '')
    )
  ) stored;

alter table public.custom_tour_requests
  add column search_text text generated always as (
    lower(
      id::text || ' ' || full_name || ' ' || email || ' ' || phone || ' ' || country || ' ' || tour_places
        || ' ' || coalesce(internal_note, '')
    )
  ) stored;

create index tour_inquiries_search_idx on public.tour_inquiries using gin (search_text extensions.gin_trgm_ops);
create index custom_tour_requests_search_idx
  on public.custom_tour_requests using gin (search_text extensions.gin_trgm_ops);

create index tour_inquiries_created_at_id_idx on public.tour_inquiries (created_at desc, id desc);
create index custom_tour_requests_created_at_id_idx on public.custom_tour_requests (created_at desc, id desc);
-- The older single-column index is covered by the new one.
drop index if exists public.custom_tour_requests_created_at_idx;

-- Records stored as having arrived more than a day earlier are earlier records brought in (an import
-- from the old site's mailbox, a restore, a backfill; only the admin CLI, service_role or an admin can
-- set created_at, a visitor's is always the server's clock): nobody is told of them as if they were new.
drop trigger queue_notifications on public.tour_inquiries;
drop trigger queue_notifications on public.custom_tour_requests;
drop trigger queue_notifications on public.reviews;
drop trigger queue_notifications on public.custom_reviews;

create trigger queue_notifications
after insert on public.tour_inquiries
for each row when (new.created_at > now() - interval '1 day')
execute function private.queue_submission_notifications();

create trigger queue_notifications
after insert on public.custom_tour_requests
for each row when (new.created_at > now() - interval '1 day')
execute function private.queue_submission_notifications();

create trigger queue_notifications
after insert on public.reviews
for each row when (new.created_at > now() - interval '1 day')
execute function private.queue_submission_notifications();

create trigger queue_notifications
after insert on public.custom_reviews
for each row when (new.created_at > now() - interval '1 day')
execute function private.queue_submission_notifications();
