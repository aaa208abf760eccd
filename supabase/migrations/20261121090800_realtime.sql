-- Live updates for the admin portal (and the public gallery/review lists). Realtime sends a change to a
-- subscriber only if that subscriber's role could SELECT the row and only the columns it may SELECT, so
-- the RLS policies and column grants above also decide what each subscriber receives.
alter publication supabase_realtime
  add table public.tour_inquiries, public.custom_tour_requests, public.reviews, public.custom_reviews, public.gallery;
