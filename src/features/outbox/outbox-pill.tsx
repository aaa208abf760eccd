import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { useOutboxMayHaveItems } from '../../offline/use-outbox-hint';

/** How often code that could not be fetched (offline on a first visit) is asked for again (ms). */
const RETRY_LOAD_MS = 5_000; // ms

/**
 * The outbox's waiting-items pill. Its code is loaded after the first paint, and only when something may be
 * waiting: it needs the browser database, which public pages otherwise do not. Only in the browser (an
 * effect): a pre-rendered page knows nothing of this device's outbox. Offline before the service worker has
 * kept the site (a first visit), the code cannot arrive: the pill then stays away and is fetched again every
 * few seconds (whatever `navigator.onLine` says), rather than its failure taking the page (and the message
 * about what was just saved) down with it.
 */
function OutboxIndicator() {
  const [Indicator, setIndicator] = useState<ComponentType>();
  useEffect(() => {
    let active = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      import('./outbox-indicator').then(
        (module) => active && setIndicator(() => module.default),
        () => {
          if (active) retry = setTimeout(load, RETRY_LOAD_MS);
        },
      );
    };
    load();
    return () => {
      active = false;
      clearTimeout(retry);
    };
  }, []);
  return Indicator ? <Indicator /> : null;
}

/**
 * The pill where the outbox may hold something, for every public page's layout. Only this device knows
 * (localStorage, src/offline/outbox-hint.ts, which loads no Dexie), so a pre-rendered page shows no pill. Read
 * while the page hydrated, a different answer made React render the root again at once: an urgent update
 * before the page's content had hydrated, so React threw that content's HTML away and rendered it from scratch
 * in one long task (its error 421), on every visit after one that left something in the outbox. The hint is
 * read after the first commit, in a transition of this component alone, which neither waits for nor touches
 * the rest of the page.
 */
export function OutboxPill() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated ? <OutboxHint /> : null;
}

function OutboxHint() {
  return useOutboxMayHaveItems() ? <OutboxIndicator /> : null;
}
