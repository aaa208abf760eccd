/**
 * A quarter of website traffic for the benches (bench:analytics, bench:scale): `total` events over the last
 * 90 days, seeded with set-based SQL, a day per statement: sessions of several page views with their depth,
 * scroll and time-on-page events, web vitals with log-normal values, organic, direct and referral arrivals,
 * tour and gallery views, inquiries started and sent.
 */
import type { Queryable } from '../../supabase/local/db';

export const DAYS = 90;

/** Events per day: busier at weekends, and growing a little over the quarter; the sum is `total`. */
function dailyQuotas(now: Date, total: number): number[] {
  const weights = Array.from({ length: DAYS }, (_, daysAgo) => {
    const weekday = new Date(now.getTime() - daysAgo * 86_400_000).getUTCDay();
    return (weekday === 0 || weekday === 6 ? 1.25 : 1) * (1 + (0.3 * (DAYS - daysAgo)) / DAYS);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const quotas = weights.map((w) => Math.floor((total * w) / sum));
  quotas[0] = (quotas[0] ?? 0) + total - quotas.reduce((a, b) => a + b, 0);
  return quotas;
}

// One day of traffic: $1 the day's first instant, $2 the events to keep, $3 the sessions to draw.
// Events are ordered by session, so only the last session of the day may lose its tail.
const SEED_DAY = `
with tours (slug, title) as (
  values ('sri-lanka-grand-tour-13day', 'Sri Lanka Grand Tour'),
         ('southern-coastal-explorer-6day', 'Southern Coastal Explorer'),
         ('grand-circle-18day', 'Grand Circle'),
         ('sri-lanka-highlights-10day', 'Sri Lanka Highlights')
),
sessions as (
  select n as ord,
         gen_random_uuid() as sid,
         $1::timestamptz + random() * interval '23 hours' as t0,
         1 + floor(-ln(1 - random()) * 1.8)::int as pages,
         case when r.src < 0.55 then 'organic' when r.src < 0.85 then 'direct' else 'referral' end as source,
         case when r.eng < 0.8 then 'google' when r.eng < 0.9 then 'bing' when r.eng < 0.96 then 'duckduckgo'
              else 'yahoo' end as engine,
         case when r.lang < 0.6 then 'en' when r.lang < 0.85 then 'de' else 'fr' end as lang,
         r.form,
         r.misc
    from generate_series(1, $3::int) as n
    cross join lateral (select random() as src, random() as eng, random() as lang, random() as form,
                               random() as misc, n as keep) as r
),
pages as (
  select s.*, g as page_no,
         s.t0 + (g - 1) * interval '75 seconds' as t,
         case
           when g = 1 and random() < 0.6 then '/'
           else (array['/', '/tours', '/tours/sri-lanka-grand-tour-13day', '/tours/southern-coastal-explorer-6day',
                       '/tours/grand-circle-18day', '/tours/sri-lanka-highlights-10day', '/gallery', '/contact',
                       '/about', '/custom-tours', '/transport', '/tours'])[1 + floor(random() * 12)::int]
         end as path
    from sessions as s
    cross join lateral generate_series(1, s.pages) as g
),
paged as (
  select p.*,
         count(*) filter (where p.path like '/tours/%') over (partition by p.sid order by p.page_no) as tours_seen,
         t.title
    from pages as p
    left join tours as t on p.path = '/tours/' || t.slug
),
events (ord, sid, lang, name, path, t, source, host, value, props) as (
  select ord, sid, lang, 'page_view', path, t,
         case when page_no = 1 then source end,
         case when page_no = 1 and source = 'organic' then
                case engine when 'google' then 'www.google.com' when 'bing' then 'www.bing.com'
                            when 'duckduckgo' then 'duckduckgo.com' else 'search.yahoo.com' end
              when page_no = 1 and source = 'referral' then
                (array['www.tripadvisor.com', 'www.facebook.com', 'www.lonelyplanet.com', 'l.instagram.com'])
                  [1 + floor(random() * 4)::int]
         end,
         null::double precision, '{}'::jsonb
    from paged
  union all
  select ord, sid, lang, 'organic_visit', path, t, null, null, null, jsonb_build_object('engine', engine)
    from paged where page_no = 1 and source = 'organic'
  union all
  select ord, sid, lang, 'page_depth', path, t, null, null, page_no, '{}' from paged where page_no >= 2
  union all
  select p.ord, p.sid, p.lang, 'scroll_depth', p.path, p.t + d.depth * interval '0.4 seconds', null, null, d.depth, '{}'
    from paged as p
    cross join lateral (values (25, 0.7), (50, 0.45), (75, 0.25), (90, 0.12)) as d(depth, share)
   where random() < d.share
  union all
  select ord, sid, lang, 'time_on_page', path, t + interval '70 seconds', null, null, 31 + floor(random() * 570), '{}'
    from paged where random() < 0.35
  union all
  -- Log-normal around typical medians (Box-Muller for the normal draw).
  select p.ord, p.sid, p.lang, 'web_vital', p.path, p.t + interval '3 seconds', null, null,
         round((exp(ln(v.median) + v.sigma * sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random())))::numeric,
               v.digits)::double precision,
         jsonb_build_object('metric', v.metric)
    from paged as p
    cross join lateral (values ('LCP', 2100.0, 0.45, 0, 1.0), ('INP', 140.0, 0.7, 0, 0.8), ('CLS', 0.04, 1.1, 3, 1.0),
                               ('TTFB', 550.0, 0.6, 0, 1.0), ('FID', 30.0, 0.9, 0, 0.3))
                        as v(metric, median, sigma, digits, share)
   where p.page_no = 1 and random() < v.share
  union all
  select ord, sid, lang, 'tour_view', path, t + interval '1 second', null, null, null,
         jsonb_build_object('tour_id', substr(path, 8), 'tour_name', title)
    from paged where title is not null
  union all
  select ord, sid, lang, 'gallery_image_view', path, t + g * interval '5 seconds', null, null, null,
         jsonb_build_object('image_id', gen_random_uuid())
    from paged cross join generate_series(1, 2) as g where path = '/gallery'
  union all
  select ord, sid, lang, 'form_start', path, t + interval '40 seconds', null, null, null, '{"form": "inquiry"}'
    from paged where title is not null and tours_seen = 1 and form < 0.15
  union all
  select ord, sid, lang, 'generate_lead', path, t + interval '200 seconds', null, null, null,
         jsonb_build_object('lead_type', 'booking_initiated', 'tour_id', substr(path, 8))
    from paged where title is not null and tours_seen = 1 and form < 0.06
  union all
  select ord, sid, lang, 'purchase', path, t + interval '200 seconds', null, null, 0,
         jsonb_build_object('transaction_id', 'booking_' || floor(extract(epoch from t) * 1000)::bigint,
                            'currency', 'USD', 'tour_id', substr(path, 8), 'tour_name', title,
                            'category', 'Tour Package', 'quantity', 1, 'price', 0)
    from paged where title is not null and tours_seen = 1 and form < 0.06
  union all
  select ord, sid, lang, 'contact_link_click', path, t + interval '30 seconds', null, null, null,
         jsonb_build_object('channel', (array['email', 'phone', 'whatsapp'])[1 + floor(random() * 3)::int])
    from paged where path = '/contact' and misc < 0.3
  union all
  select ord, sid, lang, 'contact_card_click', path, t + interval '20 seconds', null, null, null, '{"label": "call us"}'
    from paged where path = '/contact' and misc >= 0.9
  union all
  select ord, sid, lang, 'outbound_click', path, t + interval '50 seconds', null, null, null, '{"target_host": "wa.me"}'
    from paged where page_no = pages and misc < 0.03
)
insert into public.analytics_events
  (id, session_id, name, path, language, occurred_at, received_at, source, referrer_host, value, props)
select gen_random_uuid(), e.sid, e.name, e.path, e.lang, e.t, e.t, e.source, e.host, e.value, e.props
  from events as e
 order by e.ord
 limit $2`;

/** Seeds `total` events ending at `now` (the database's clock); `setseed` makes it repeatable. */
export async function seedAnalytics(db: Queryable, total: number, now: Date): Promise<void> {
  /** Sessions generated per day; more than the day's share of events needs, the rest is cut off. */
  const sessionsPerDay = Math.ceil((2_000 * total) / 1_000_000) + 20;
  await db.query('select setseed(0.42)');
  for (const [daysAgo, quota] of dailyQuotas(now, total).entries()) {
    const dayStart = new Date(now.getTime() - (daysAgo + 1) * 86_400_000);
    const { affectedRows } = await db.query(SEED_DAY, [dayStart.toISOString(), quota, sessionsPerDay]);
    if (affectedRows !== quota) throw new Error(`day -${daysAgo}: ${affectedRows} events instead of ${quota}`);
  }
}
