import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { offlineDb, type OutboxItem } from './db';

/** The outbox's items, kept up to date as they are queued, sent or refused (in any tab). */
export function useOutboxItems(): OutboxItem[] | undefined {
  const [items, setItems] = useState<OutboxItem[] | undefined>();
  useEffect(() => {
    const subscription = liveQuery(() => offlineDb().outbox.orderBy('createdAt').toArray()).subscribe({
      next: setItems,
      error: () => setItems([]),
    });
    return () => subscription.unsubscribe();
  }, []);
  return items;
}
