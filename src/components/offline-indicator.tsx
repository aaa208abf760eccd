import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How often a page whose connectivity code could not be fetched (offline, first visit) tries again (ms). */
const RETRY_LOAD_MS = 5_000; // ms

/**
 * A small banner while the API cannot be reached: what requests actually do decides, not
 * `navigator.onLine` (src/lib/connectivity.ts). That code is fetched after the first paint, so it costs
 * the first load nothing; when even it cannot be fetched, that failed fetch is the evidence.
 */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const [offline, setOffline] = useState(false);
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      import('../lib/connectivity').then(
        ({ connectivity }) => {
          if (!active) return;
          const judge = connectivity();
          const update = () => setOffline(!judge.online());
          stop = judge.subscribe(update);
          update();
        },
        () => {
          if (!active) return;
          setOffline(true);
          retry = setTimeout(load, RETRY_LOAD_MS);
        },
      );
    };
    load();
    return () => {
      active = false;
      stop?.();
      clearTimeout(retry);
    };
  }, []);
  if (!offline) return null;
  return (
    <p className="offline-banner" role="status">
      {t('offline')}
    </p>
  );
}
