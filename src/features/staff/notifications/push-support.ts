/**
 * What this device can do about Web Push, and the staff's device list as Settings shows it. Pure: the
 * browser facts come in as arguments (src/features/staff/notifications/browser-push.ts reads them).
 */
import type { Tables } from '../../../types/database';

export const PUSH_SUBSCRIPTION_COLUMNS = 'id, endpoint, user_agent, created_at, last_success_at' as const;
export type PushSubscriptionRow = Pick<
  Tables<'push_subscriptions'>,
  'id' | 'endpoint' | 'user_agent' | 'created_at' | 'last_success_at'
>;

/** The database keeps at most this much of a user agent (push_subscriptions_user_agent_length). */
export const USER_AGENT_MAX_LENGTH = 500;

export interface DeviceFacts {
  userAgent: string;
  /** navigator.platform: iPadOS Safari says 'MacIntel', like a Mac. */
  platform: string;
  maxTouchPoints: number;
  /** navigator.standalone (iOS Safari only): opened from the Home Screen. */
  standalone: boolean | undefined;
  /** matchMedia('(display-mode: standalone)'): an installed web app's own window. */
  displayModeStandalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  secureContext: boolean;
}

/**
 * iPhone, iPod or iPad. iPadOS Safari asks for desktop sites and reports itself as a Mac ('Macintosh',
 * platform 'MacIntel'); a Mac has no touch screen, so touch points give the iPad away.
 */
export function isIosDevice(facts: Pick<DeviceFacts, 'userAgent' | 'platform' | 'maxTouchPoints'>): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(facts.userAgent)) return true;
  return facts.platform === 'MacIntel' && facts.maxTouchPoints > 1;
}

/** Running as an installed app (from the Home Screen or an app window), not in a browser tab. */
export function isStandalone(facts: Pick<DeviceFacts, 'standalone' | 'displayModeStandalone'>): boolean {
  return facts.standalone === true || facts.displayModeStandalone;
}

/**
 * - `ios-install`: iPhone and iPad get push only in a web app opened from the Home Screen (iOS 16.4+);
 *   Safari's tabs have no PushManager at all, so this comes before the feature test.
 * - `unsupported`: the browser has no Web Push (or the page is not on https); `ios` when it is an
 *   installed web app on an iOS too old for it.
 * - `supported`: push can be asked for (permission may still be refused).
 */
export type PushAvailability = { kind: 'supported' } | { kind: 'ios-install' } | { kind: 'unsupported'; ios: boolean };

export function pushAvailability(facts: DeviceFacts): PushAvailability {
  const ios = isIosDevice(facts);
  if (ios && !isStandalone(facts)) return { kind: 'ios-install' };
  if (!facts.secureContext || !facts.hasServiceWorker || !facts.hasPushManager || !facts.hasNotification)
    return { kind: 'unsupported', ios };
  return { kind: 'supported' };
}

export interface DeviceSummary {
  browser?: string;
  os?: string;
}

/**
 * A user agent as people name a device: 'Chrome' on 'Android', 'Safari' on 'iPhone'. Order matters: Edge,
 * Opera and Samsung Internet also say 'Chrome', Chrome also says 'Safari', and Chrome, Firefox and Edge
 * on iOS are Safari underneath but name themselves (CriOS, FxiOS, EdgiOS).
 */
export function summariseUserAgent(userAgent: string | null | undefined): DeviceSummary {
  const ua = userAgent ?? '';
  const browsers: [RegExp, string][] = [
    [/\bEdg(e|A|iOS)?\//, 'Edge'],
    [/\b(OPR|OPT|Opera)\//, 'Opera'],
    [/\bSamsungBrowser\//, 'Samsung Internet'],
    [/\b(Firefox|FxiOS)\//, 'Firefox'],
    [/\b(CriOS|Chrome|HeadlessChrome|Chromium)\//, 'Chrome'],
    [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
    [/\b(iPhone|iPad|iPod)\b.*\bAppleWebKit\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/\biPhone\b|\biPod\b/, 'iPhone'],
    [/\biPad\b/, 'iPad'],
    [/\bAndroid\b/, 'Android'],
    [/\bCrOS\b/, 'ChromeOS'],
    [/\bWindows\b/, 'Windows'],
    [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
    [/\bLinux\b/, 'Linux'],
  ];
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1];
  const os = systems.find(([pattern]) => pattern.test(ua))?.[1];
  return { ...(browser ? { browser } : {}), ...(os ? { os } : {}) };
}

/** A VAPID public key (base64url, as the sender gives it) as the bytes PushManager.subscribe takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(value)) throw new Error('Not a base64url value');
  const base64 = value.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether a subscription was made for this server key (a changed key needs a new subscription). */
export function sameKey(current: ArrayBuffer | null | undefined, expected: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === expected.length && bytes.every((byte, index) => byte === expected[index]);
}

/** The row to store for a browser's subscription (PushSubscription.toJSON()), or null if it lacks its keys. */
export function subscriptionRow(
  json: { endpoint?: string; keys?: Record<string, string> },
  userAgent: string,
): { endpoint: string; p256dh: string; auth: string; user_agent: string | null } | null {
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) return null;
  return { endpoint: json.endpoint, p256dh, auth, user_agent: userAgent.slice(0, USER_AGENT_MAX_LENGTH) || null };
}

/** PostgreSQL's unique violation, as the API helpers pass it on (their error's cause). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (candidate: unknown) =>
    candidate !== null && typeof candidate === 'object' && 'code' in candidate ? candidate.code : undefined;
  return code(error) === '23505' || (error instanceof Error && code(error.cause) === '23505');
}
