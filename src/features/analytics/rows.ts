/**
 * Bus events become rows of public.analytics_events (snake_case columns). Only the props the table
 * allows for each event are kept, and anything that could be personal data is left out: strings longer
 * than a label, anything containing '@', non-finite numbers. Nothing a visitor typed is ever passed here.
 */
import type { AnalyticsEventName, AnalyticsProps } from '../../lib/analytics';

export interface AnalyticsRow {
  id: string;
  session_id: string;
  name: AnalyticsEventName;
  path: string;
  language: 'en' | 'de' | 'fr';
  occurred_at: string;
  source: 'direct' | 'organic' | 'referral' | null;
  referrer_host: string | null;
  value: number | null;
  props: AnalyticsProps;
}

export const ALLOWED_PROPS: Record<AnalyticsEventName, readonly string[]> = {
  page_view: [],
  page_depth: [],
  scroll_depth: [],
  time_on_page: [],
  web_vital: ['metric'],
  organic_visit: ['engine'],
  generate_lead: ['lead_type', 'tour_id', 'vehicle_id', 'channel'],
  purchase: ['transaction_id', 'currency', 'tour_id', 'tour_name', 'category', 'quantity', 'price'],
  tour_view: ['tour_id', 'tour_name'],
  gallery_image_view: ['image_id'],
  outbound_click: ['target_host'],
  contact_link_click: ['channel'],
  form_start: ['form'],
  contact_card_click: ['label'],
};

const MAX_STRING = 120;
const MAX_PROPS_BYTES = 1000;
const MAX_VALUE = 1e9;

export function isEventName(name: unknown): name is AnalyticsEventName {
  return typeof name === 'string' && Object.hasOwn(ALLOWED_PROPS, name);
}

/** The allowed props of `name`, each a short string without '@' or a finite number; the rest is dropped. */
export function cleanProps(name: AnalyticsEventName, props: AnalyticsProps): AnalyticsProps {
  const clean: AnalyticsProps = {};
  for (const key of ALLOWED_PROPS[name]) {
    const value = props[key];
    if (typeof value === 'number' && Number.isFinite(value)) clean[key] = value;
    else if (typeof value === 'string' && value.length > 0 && value.length <= MAX_STRING && !value.includes('@')) {
      clean[key] = value;
    }
  }
  return clean;
}

export function rowLanguage(lang: string | null | undefined): AnalyticsRow['language'] {
  const base = (lang ?? '').slice(0, 2).toLowerCase();
  return base === 'de' || base === 'fr' ? base : 'en';
}

export interface RowInput {
  id: string;
  sessionId: string;
  name: AnalyticsEventName;
  /** Already sanitised (see sanitisePath). */
  path: string;
  language: AnalyticsRow['language'];
  at: number;
  props?: AnalyticsProps;
  value?: number;
  source?: AnalyticsRow['source'];
  referrerHost?: string | null;
}

/** The row to insert, or null when the event cannot be recorded as it is (unknown name, invalid value). */
export function buildRow(input: RowInput): AnalyticsRow | null {
  if (!isEventName(input.name) || !Number.isFinite(input.at)) return null;
  let value: number | null = null;
  if (input.value !== undefined) {
    if (!Number.isFinite(input.value) || input.value < 0 || input.value >= MAX_VALUE) return null;
    value = input.value;
  }
  const props = cleanProps(input.name, input.props ?? {});
  if (new TextEncoder().encode(JSON.stringify(props)).length > MAX_PROPS_BYTES) return null;
  const source = input.source ?? null;
  const host = source === 'organic' || source === 'referral' ? (input.referrerHost ?? null) : null;
  return {
    id: input.id,
    session_id: input.sessionId,
    name: input.name,
    path: input.path,
    language: input.language,
    occurred_at: new Date(input.at).toISOString(),
    source,
    referrer_host: host && /^[a-z0-9.-]{1,253}$/.test(host) ? host : null,
    value,
    props,
  };
}
