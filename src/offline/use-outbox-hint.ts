import { useSyncExternalStore } from 'react';
import { onOutboxHint, outboxMayHaveItems } from './outbox-hint';

/**
 * Whether the outbox may hold something (src/offline/outbox-hint.ts), updated when an item is saved in
 * this tab or another. False while hydrating: a pre-rendered page knows nothing of this device.
 */
export function useOutboxMayHaveItems(): boolean {
  return useSyncExternalStore(onOutboxHint, outboxMayHaveItems, () => false);
}
