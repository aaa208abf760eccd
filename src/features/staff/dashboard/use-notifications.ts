import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TableName } from '../../../lib/realtime';
import type { CachedResult } from '../../../offline/cache';
import { getNotifications } from './api/get-notifications';
import { markNotificationsSeen } from './api/mark-notifications-seen';
import type { Notifications } from './dashboard-models';
import { useStaffRead } from '../shared/use-staff-read';

export type LoadedNotifications = CachedResult<Notifications>;

/** The tables whose new rows the bell counts. */
const WATCHED_TABLES: readonly TableName[] = ['tour_inquiries', 'custom_tour_requests', 'reviews', 'custom_reviews'];

/** What is left to count once the admin has looked: nothing, as of `seenAt`. */
export function seenNotifications(seenAt: string): Notifications {
  return { seen_at: seenAt, inquiries: 0, custom_requests: 0, reviews: 0, custom_reviews: 0, items: [] };
}

export interface NotificationsApi {
  /** The badge's source: the latest counts (from the device's copy when offline); null before the first read. */
  latest: LoadedNotifications | null;
  /** True when no counts could be read at all. */
  failed: boolean;
  open: boolean;
  /** What the open panel lists: the items as they were when the admin opened it. */
  shown: LoadedNotifications | null;
  /** The panel's read is on its way. */
  panelLoading: boolean;
  /** Opening could not record "seen": the same items will be counted again. */
  markFailed: boolean;
  openPanel: () => void;
  closePanel: () => void;
}

/**
 * The bell's state. Opening reads the newest items, shows them and then marks them seen on the server,
 * so the badge resets; while the panel is open it keeps showing what the admin opened, and the badge
 * counts only what arrives after that.
 */
export function useNotifications(): NotificationsApi {
  const read = useStaffRead({
    key: 'notifications',
    load: getNotifications,
    what: 'Notifications',
    live: { tables: WATCHED_TABLES },
  });
  const { refresh, replace } = read;
  const latest = useMemo<LoadedNotifications | null>(
    () => (read.state.status === 'ready' ? { data: read.state.value, ...read.state } : null),
    [read.state],
  );
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<LoadedNotifications | null>(null);
  const [panelLoading, setPanelLoading] = useState(false);
  const [panelFailed, setPanelFailed] = useState(false);
  const [markFailed, setMarkFailed] = useState(false);
  const mounted = useRef(true);
  // Bumped when the admin opens the bell: the answers of an earlier opening are dropped.
  const generation = useRef(0);
  const latestRef = useRef(latest);
  useEffect(() => {
    latestRef.current = latest;
  }, [latest]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const openPanel = useCallback(() => {
    const opening = ++generation.current;
    setOpen(true);
    setMarkFailed(false);
    setPanelFailed(false);
    setShown(latestRef.current);
    setPanelLoading(true);
    void (async () => {
      let result: LoadedNotifications;
      try {
        result = await getNotifications();
      } catch (error) {
        console.error('Notifications could not be loaded', error);
        if (mounted.current && opening === generation.current) {
          setPanelLoading(false);
          setPanelFailed(true);
        }
        return;
      }
      if (!mounted.current || opening !== generation.current) return;
      setShown(result);
      replace(result);
      setPanelLoading(false);
      // Offline the device's copy is shown and the counts stay: nothing could be marked anyway.
      if (result.source === 'cache') return;
      let seenAt: string;
      try {
        seenAt = await markNotificationsSeen();
      } catch (error) {
        console.error('Notifications could not be marked as seen', error);
        if (mounted.current) setMarkFailed(true);
        return;
      }
      if (!mounted.current || opening !== generation.current) return;
      // Reads started before "seen" was recorded carry counts that are no longer true: replace drops them.
      replace({ data: seenNotifications(seenAt), source: 'network', storedAt: Date.now() });
      // Read once more so the device's copy holds the reset counts too (and anything that just arrived).
      void refresh();
    })();
  }, [refresh, replace]);

  const closePanel = useCallback(() => setOpen(false), []);

  const failed = read.state.status === 'failed' || panelFailed;
  return { latest, failed, open, shown, panelLoading, markFailed, openPanel, closePanel };
}
