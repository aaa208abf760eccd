import { useEffect } from 'react';
import { subscribeToTable } from '../../../lib/realtime';

/** Changes that come in a burst (a multi-file upload, a delete) are read once. */
export const LIVE_READ_DELAY_MS = 300; // ms

/**
 * Keeps the gallery screen live, as the other staff lists are: an upload, delete or featured change in
 * another tab or by another admin reads the list and the storage figures again (`refresh`), so the
 * count, the storage bar and the Upload button's state follow at once. A read again rather than a patch
 * from the event, because the figures are computed by the database over every row. At each (re)join too:
 * changes made while the channel was down were not delivered.
 */
export function useGalleryLive(refresh: () => void): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, LIVE_READ_DELAY_MS);
    };
    const unsubscribe = subscribeToTable({
      table: 'gallery',
      onChange: readSoon,
      onStatus: (status) => {
        if (status === 'live') readSoon();
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [refresh]);
}
