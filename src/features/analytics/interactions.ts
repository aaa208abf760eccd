/** What a click or a focus means for analytics (DOM-free, so the rules are unit-tested). */
import type { AnalyticsEventName, AnalyticsProps } from '../../lib/analytics';

export interface DerivedEvent {
  name: AnalyticsEventName;
  props: AnalyticsProps;
}

type Channel = 'email' | 'phone' | 'whatsapp';

function contact(channel: Channel): DerivedEvent[] {
  return [
    { name: 'contact_link_click', props: { channel } },
    { name: 'generate_lead', props: { lead_type: 'contact', channel } },
  ];
}

/** The events for a click on a link to `href` from a page on `ownHost` (none for links within the site). */
export function classifyLink(href: string, ownHost: string): DerivedEvent[] {
  const lower = href.trim().toLowerCase();
  if (lower.startsWith('mailto:')) return contact('email');
  if (lower.startsWith('tel:')) return contact('phone');
  if (lower.startsWith('whatsapp:')) return contact('whatsapp');
  let url: URL;
  try {
    url = new URL(href, `https://${ownHost}/`);
  } catch {
    return [];
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return [];
  const host = url.hostname.toLowerCase();
  if (host === 'wa.me' || host === 'api.whatsapp.com') return contact('whatsapp');
  if (host === ownHost.toLowerCase()) return [];
  return [{ name: 'outbound_click', props: { target_host: host } }];
}

export const ANALYTICS_FORMS = ['inquiry', 'custom_tour_request', 'review', 'custom_review'] as const;
export type AnalyticsForm = (typeof ANALYTICS_FORMS)[number];

/**
 * The form_start to report when a field of the form marked `data-analytics-form={formName}` gets focus,
 * or null: unknown forms are ignored, and each form starts once per page view (`started` remembers).
 */
export function formStart(formName: string | null | undefined, started: Set<string>): DerivedEvent | null {
  if (!formName || !(ANALYTICS_FORMS as readonly string[]).includes(formName) || started.has(formName)) return null;
  started.add(formName);
  return { name: 'form_start', props: { form: formName } };
}

/** The label sent for a contact card: its title, trimmed and lower-cased (null when there is none). */
export function contactCardLabel(title: string | null | undefined): string | null {
  const label = title?.replace(/\s+/g, ' ').trim().toLowerCase();
  return label ? label : null;
}
