/**
 * The published lists the public pages read with the anon key (approved reviews, gallery photos), and how
 * the service worker marks the copy it keeps of them (src/offline/public-reads.ts): the page reads the
 * mark to say "shown from this device" and how old the copy is.
 */
export const PUBLIC_TABLES = ['reviews', 'custom_reviews', 'gallery'] as const;
export type PublicTable = (typeof PUBLIC_TABLES)[number];

/** On a kept copy only: when it was read from the server (epoch ms). */
export const KEPT_AT_HEADER = 'x-kept-at';

/** Data as a page gets it: from the server, or the device's copy of the last successful read. */
export interface CachedResult<T> {
  data: T;
  source: 'network' | 'cache';
  /** Epoch ms of the server read the data comes from. */
  storedAt: number;
}

/** A published list as the public pages get it (the copy is the service worker's). */
export type PublicRows<Row> = CachedResult<Row[]>;
