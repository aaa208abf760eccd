import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { openUrlRequest } from '../../../lib/push-message';

/**
 * A clicked push notification's link, sent by the service worker (src/sw.ts) to the portal window it
 * focused: the router shows it in place, so the portal is not reloaded and the admin stays signed in.
 */
export function useNotificationLinks(): void {
  const router = useRouter();
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const container = navigator.serviceWorker;
    const onMessage = (event: MessageEvent) => {
      const url = openUrlRequest(event.data, window.location.origin);
      if (url) void router.navigate({ href: url });
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [router]);
}
