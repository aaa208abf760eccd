/** Answers as readPublicRows gives them, for the tests of the public lists that read through it. */
import type { PublicRows } from './public-reads';

/** A fresh answer from the server. */
export function fromServer<Row>(rows: Row[]): PublicRows<Row> {
  return { data: rows, source: 'network', storedAt: Date.now() };
}

/** When the read behind `keptCopy` was made. */
export const KEPT_AT = Date.parse('2026-11-20T18:30:00Z');

/** The copy the service worker kept of a read made at KEPT_AT. */
export function keptCopy<Row>(rows: Row[]): PublicRows<Row> {
  return { data: rows, source: 'cache', storedAt: KEPT_AT };
}
