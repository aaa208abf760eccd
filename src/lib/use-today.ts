import { useSyncExternalStore } from 'react';
import { localIsoDate } from './form-rules';

const subscribe = () => () => undefined;

/**
 * Today's date (YYYY-MM-DD) for date pickers. Pages are pre-rendered at build time, when "today" is
 * another day: the server's answer is undefined (no limit in the HTML), and the browser sets the real
 * date right after hydrating instead of keeping the build's.
 */
export function useToday(): string | undefined {
  return useSyncExternalStore(subscribe, localIsoDate, () => undefined);
}
