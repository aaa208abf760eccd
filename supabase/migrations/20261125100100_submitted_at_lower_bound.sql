-- submitted_at (the device's clock when the traveller pressed submit) had an upper bound only, so a
-- submission could claim 1970, and with it any past preferred or travel start date, which the tables
-- judge against submitted_at.
--
-- The lower bound cannot be a window before now(): the outbox keeps a submission until the server has
-- it, however long that takes (src/offline/outbox.ts; nothing expires), and a write that waited offline
-- must never be refused only because time passed. It is a fixed day instead, the start of 2026: the
-- tables were made that year (20261121090000 is the first migration), so no device queued a submission
-- to them earlier, and the months between leave room for a device clock that runs behind. A phone whose
-- clock was reset (1970, 2000) is refused, as one far ahead is by *_submitted_at_not_in_future.
--
-- Rows created before that day (history written by the owner or the service role with its own
-- created_at) may not claim a submission before their own creation. Visitors cannot set created_at
-- (private.prepare_public_submission sets it to now()), so for them the bound is the day itself.
alter table public.tour_inquiries
  add constraint tour_inquiries_submitted_at_not_too_old
    check (submitted_at >= least(created_at, timestamptz '2026-01-01 00:00:00+00'));

alter table public.custom_tour_requests
  add constraint custom_tour_requests_submitted_at_not_too_old
    check (submitted_at >= least(created_at, timestamptz '2026-01-01 00:00:00+00'));

alter table public.reviews
  add constraint reviews_submitted_at_not_too_old
    check (submitted_at >= least(created_at, timestamptz '2026-01-01 00:00:00+00'));

alter table public.custom_reviews
  add constraint custom_reviews_submitted_at_not_too_old
    check (submitted_at >= least(created_at, timestamptz '2026-01-01 00:00:00+00'));
