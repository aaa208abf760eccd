/**
 * Optional copy of the same events to Google Analytics 4, only when VITE_GA_MEASUREMENT_ID is set. The
 * gtag.js script is injected when the browser is idle after the page has loaded; without an id nothing
 * from Google is loaded or contacted. It gets the rows as recorded (already stripped of anything
 * personal), and is never started for visitors who opted out (see privacy.ts).
 */
import type { AnalyticsRow } from './rows';
import { rateVital, isVitalMetric } from './vitals';

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

export type GaCall = ['event', string, Record<string, unknown>];

/** The gtag event for a row; purchase becomes GA4's ecommerce purchase with one item. */
export function gaEvent(row: AnalyticsRow): GaCall {
  const { props } = row;
  if (row.name === 'purchase') {
    return [
      'event',
      'purchase',
      {
        transaction_id: props.transaction_id,
        currency: 'USD',
        value: row.value ?? 0,
        items: [
          {
            item_id: props.tour_id,
            item_name: props.tour_name,
            item_category: props.category,
            quantity: props.quantity ?? 1,
            price: props.price ?? 0,
          },
        ],
      },
    ];
  }
  if (row.name === 'page_view') {
    return ['event', 'page_view', { page_path: row.path, language: row.language }];
  }
  if (row.name === 'web_vital' && isVitalMetric(props.metric) && row.value !== null) {
    return [
      'event',
      'web_vital',
      {
        metric_name: props.metric,
        value: row.value,
        metric_rating: rateVital(props.metric, row.value),
        page_path: row.path,
      },
    ];
  }
  return ['event', row.name, { ...props, ...(row.value === null ? {} : { value: row.value }), page_path: row.path }];
}

interface GaWindow {
  dataLayer?: unknown[];
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/**
 * Starts the sink for `measurementId` and returns what forwards a row, or null (and does nothing at all)
 * when there is no id.
 */
export function startGaSink(
  measurementId: string | undefined,
  win: GaWindow = window as unknown as GaWindow,
  doc: Pick<Document, 'createElement' | 'head'> = document,
): ((row: AnalyticsRow) => void) | null {
  if (!measurementId) return null;
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const inject = () => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
    doc.head.appendChild(script);
  };
  if (win.requestIdleCallback) win.requestIdleCallback(inject, { timeout: 5_000 });
  else win.setTimeout(inject, 0);
  return (row) => gtag(...gaEvent(row));
}
