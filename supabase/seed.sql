-- Demo content for local development and the e2e suite. Fake people at example.com only: no auth users,
-- no passwords, no admins (create an admin with `npm run admin`). Runs once, as the table owner, on a
-- new database; triggers still compute is_validated / validation_source from the enquiries below.

-- Made-up submissions must not e-mail anyone: the notification trigger skips rows written while this is
-- on (20261126090000_notification_queue.sql). Session-wide, so it holds however the statements are sent.
select set_config('app.seeding', 'on', false);

insert into public.tour_inquiries
  (id, tour_id, tour_title, first_name, last_name, email, phone, country, preferred_date, adults, children,
   message, status, submitted_at, created_at, updated_at)
values
  ('6f1d2c9a-1b3e-4c5d-8e7f-0a1b2c3d4e01', 'southern-coastal-explorer-6day', 'Southern Coastal Explorer',
   'Amelia', 'Hart', 'amelia.hart@example.com', '+44 20 7946 0001', 'United Kingdom',
   current_date + 45, 2, 0, 'We would love a slow pace with time on the beach in Mirissa.', 'confirmed',
   now() - interval '12 days', now() - interval '12 days', now() - interval '10 days'),
  ('6f1d2c9a-1b3e-4c5d-8e7f-0a1b2c3d4e02', 'southern-coastal-explorer-6day', 'Southern Coastal Explorer',
   'Jonas', 'Berg', 'jonas.berg@example.com', '+49 30 1234 5678', 'Germany',
   null, 2, 1, 'Travelling with our daughter (7). Is a child seat available?', 'pending',
   now() - interval '2 days', now() - interval '2 days', now() - interval '2 days');

insert into public.custom_tour_requests
  (id, full_name, email, phone, country, travel_start_date, travel_end_date, number_of_people, budget_range,
   tour_places, hotel_preferences, additional_requirements, status, submitted_at, created_at, updated_at)
values
  ('7a2e3d4b-2c4f-4d6e-9f80-1b2c3d4e5f01', 'Priya Nair', 'priya.nair@example.com', '+61 2 5550 1234', 'Australia',
   current_date + 60, current_date + 72, '3-4', '2500-5000',
   'Sigiriya, Kandy, Ella, Yala, Galle', 'Boutique hotels, one night in a tea estate bungalow', 'no', 'pending',
   now() - interval '5 days', now() - interval '5 days', now() - interval '5 days');

insert into public.reviews
  (id, tour_id, tour_title, booking_id, customer_name, email, country, ratings, comment, recommendations,
   would_recommend, status, submitted_at, created_at, updated_at)
values
  ('8b3f4e5c-3d50-4e7f-a091-2c3d4e5f6a01', 'southern-coastal-explorer-6day', 'Southern Coastal Explorer', null,
   'Amelia Hart', 'amelia.hart@example.com', 'United Kingdom',
   '{"overall": 5, "quality": 5, "locations": 5, "amenities": 4, "service": 5, "price": 4}',
   'Our driver-guide knew every quiet beach and the best place for crab curry in Galle.',
   'Ask for the sunrise visit to the stilt fishermen.', true, 'approved',
   now() - interval '9 days', now() - interval '9 days', now() - interval '8 days'),
  ('8b3f4e5c-3d50-4e7f-a091-2c3d4e5f6a02', 'southern-coastal-explorer-6day', 'Southern Coastal Explorer', null,
   'Marco Rossi', 'marco.rossi@example.com', 'Italy',
   '{"overall": 4, "quality": 4, "locations": 5, "service": 4, "price": 4}',
   'Well organised and relaxed. The whale watching was the highlight of our trip.',
   null, true, 'approved',
   now() - interval '20 days', now() - interval '20 days', now() - interval '19 days'),
  ('8b3f4e5c-3d50-4e7f-a091-2c3d4e5f6a03', 'southern-coastal-explorer-6day', 'Southern Coastal Explorer', null,
   'Jonas Berg', 'jonas.berg@example.com', 'Germany',
   '{"overall": 5, "quality": 5, "locations": 4, "amenities": null, "service": 5, "price": 5}',
   'Waiting for approval: a lovely week with a very patient guide.',
   null, true, 'pending',
   now() - interval '1 day', now() - interval '1 day', now() - interval '1 day');

insert into public.custom_reviews
  (id, customer_name, email, country, tour_type, ratings, comment, would_recommend, status, admin_notes,
   reviewed_at, submitted_at, created_at, updated_at)
values
  ('9c405f6d-4e61-4f80-b1a2-3d4e5f6a7b01', 'Priya Nair', 'priya.nair@example.com', 'Australia', 'custom',
   '{"overall": 5, "quality": 5, "service": 5, "value": 4}',
   'They shaped the whole route around our kids and it still felt like an adventure.', true, 'approved',
   null, now() - interval '3 days', now() - interval '4 days', now() - interval '4 days', now() - interval '3 days'),
  ('9c405f6d-4e61-4f80-b1a2-3d4e5f6a7b02', 'Sofia Alvarez', 'sofia.alvarez@example.com', 'Spain', 'custom',
   '{"overall": 4, "quality": 4, "service": 5, "value": 4}',
   'Tea country by train, then Yala by jeep. Everything was on time and well explained.', true, 'approved',
   null, now() - interval '14 days', now() - interval '15 days', now() - interval '15 days', now() - interval '14 days'),
  ('9c405f6d-4e61-4f80-b1a2-3d4e5f6a7b03', 'Kenji Watanabe', 'kenji.watanabe@example.com', 'Japan', 'custom',
   '{"overall": 5, "quality": 4, "service": 5, "value": 5}',
   'Excellent planning for a photography trip, with early starts at every site.', true, 'approved',
   null, now() - interval '30 days', now() - interval '31 days', now() - interval '31 days', now() - interval '30 days'),
  ('9c405f6d-4e61-4f80-b1a2-3d4e5f6a7b04', 'Liam Walsh', 'liam.walsh@example.com', 'Ireland', 'custom',
   '{"overall": 4, "quality": 4, "service": 4, "value": 3}',
   'Good trip overall; one hotel was noisier than expected.', true, 'pending',
   null, null, now() - interval '1 day', now() - interval '1 day', now() - interval '1 day'),
  ('9c405f6d-4e61-4f80-b1a2-3d4e5f6a7b05', 'Test Spammer', 'spam.bot@example.com', 'Nowhere', 'custom',
   '{"overall": 1, "quality": 1, "service": 1, "value": 1}',
   'Buy cheap watches at a site that does not exist.', false, 'rejected',
   'Spam', now() - interval '6 days', now() - interval '7 days', now() - interval '7 days', now() - interval '6 days');

-- Demo records already overdue are noted as dealt with, so the overdue watch does not alert anyone
-- about them (20261203090000_overdue_notifications.sql); they still show as overdue in the portal.
select private.queue_overdue_notifications(now(), false);

select set_config('app.seeding', 'off', false);
