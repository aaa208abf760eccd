/**
 * The browser's own database (IndexedDB through Dexie): the outbox of submissions waiting to reach the
 * server, a cache of content for reading offline, and the staff's changes made while offline. This
 * folder is the only importer of dexie (lint-enforced).
 */
import Dexie, { type Table } from 'dexie';
import type { AdminChange, CacheEntry, OutboxItem } from './outbox-items';

export * from './outbox-items';

export class OfflineDb extends Dexie {
  /** Submissions not yet confirmed by the server; deleted only once the server has the row. */
  outbox!: Table<OutboxItem, string>;
  /** Published content read from the server, for offline reading (keyed by query). */
  cache!: Table<CacheEntry, string>;
  /** Staff changes waiting for a connection (or for the admin's decision after a conflict). */
  adminChanges!: Table<AdminChange, string>;

  constructor(name = 'lanka-tours') {
    super(name);
    this.version(1).stores({
      outbox: 'id, state, createdAt',
      cache: 'key',
    });
    // Version 2 adds a table only; the outbox and the cache are kept as they are.
    this.version(2).stores({
      outbox: 'id, state, createdAt',
      cache: 'key',
      adminChanges: 'key, userId, createdAt',
    });
  }
}

let instance: OfflineDb | undefined;

export function offlineDb(): OfflineDb {
  instance ??= new OfflineDb();
  return instance;
}

/** Tests give each case a fresh database. */
export function setOfflineDbForTests(db: OfflineDb): void {
  instance = db;
}
