import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { isVisitorItem, offlineDb, type OutboxItem } from './db';

/**
 * The visitor's waiting items in queue order (what the outbox page lists and the indicator counts);
 * analytics batches share the outbox but are not the visitor's, so they are left out.
 */
export function visitorOutboxItems(): Promise<OutboxItem[]> {
  return offlineDb().outbox.orderBy('createdAt').filter(isVisitorItem).toArray();
}

/** The visitor's items, kept up to date as they are queued, sent or refused (in any tab). */
export function useOutboxItems(): OutboxItem[] | undefined {
  const [items, setItems] = useState<OutboxItem[] | undefined>();
  useEffect(() => {
    const subscription = liveQuery(visitorOutboxItems).subscribe({
      next: setItems,
      error: () => setItems([]),
    });
    return () => subscription.unsubscribe();
  }, []);
  return items;
}
