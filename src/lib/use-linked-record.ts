import { useCallback, useEffect, useState } from 'react';
import { linkedRecord, needsLookup, type LinkedRecord, type RecordLookup } from './linked-record';

/** What a staff list page takes from its route: the record a link names (`?open=`), and how to drop it. */
export interface RecordLinkProps {
  linkedId: string | undefined;
  /** Takes `?open=` out of the address (replacing it: no step to go back through). */
  clearLink: () => void;
}

/**
 * Whose details a staff list shows. A link's record (`linkedId`) opens at once, and again whenever the
 * link changes (a notification clicked while the page is open). A row's button opens details without
 * touching the address, so a reload shows the list as it was; closing the details a link opened also
 * drops the link, so neither a reload nor a shared address opens them again.
 */
export function useOpenRecord({ linkedId, clearLink }: RecordLinkProps): {
  openId: string | undefined;
  open: (id: string) => void;
  close: () => void;
} {
  const [openId, setOpenId] = useState(linkedId);
  const [seenLink, setSeenLink] = useState(linkedId);
  if (seenLink !== linkedId) {
    setSeenLink(linkedId);
    // A new link opens its record; a link taken away (e.g. the section's own menu link) closes it.
    if (linkedId !== undefined) setOpenId(linkedId);
    else if (openId === seenLink) setOpenId(undefined);
  }
  const close = useCallback(() => {
    setOpenId(undefined);
    if (linkedId !== undefined) clearLink();
  }, [linkedId, clearLink]);
  return { openId, open: setOpenId, close };
}

export interface LinkedRecordOptions<T> {
  id: string | undefined;
  /** The record among the list's rows, if it is there. */
  listed: T | undefined;
  /** The list has been read, or cannot be. */
  settled: boolean;
  /**
   * Reads one record by id: null when there is none. It may also hand the record to the list, which
   * then shows it as its own row. Must be stable.
   */
  fetchOne: (id: string) => Promise<T | null>;
}

/**
 * The record a staff list's link names, read on its own when the list does not have it (see
 * linked-record.ts). `retry` reads it again after a failure.
 */
export function useLinkedRecord<T>({ id, listed, settled, fetchOne }: LinkedRecordOptions<T>): {
  linked: LinkedRecord<T>;
  retry: () => void;
} {
  const [lookup, setLookup] = useState<RecordLookup<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const isListed = listed !== undefined;
  const [wasListed, setWasListed] = useState(isListed);
  // The list dropped the row (deleted meanwhile, here or elsewhere): a copy read before is out of date.
  // It is not shown again; while the record is still asked for, it is read anew.
  if (wasListed !== isListed) {
    setWasListed(isListed);
    if (!isListed) setLookup(null);
  }

  const input = { id, listed, settled, lookup, attempt };
  const lookupNow = needsLookup(input);

  useEffect(() => {
    if (!lookupNow || id === undefined) return;
    let current = true;
    fetchOne(id).then(
      (item) => {
        if (current) setLookup({ id, attempt, result: item === null ? 'missing' : { item } });
      },
      (error: unknown) => {
        console.error('The linked record could not be read', error);
        if (current) setLookup({ id, attempt, result: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [lookupNow, id, attempt, fetchOne]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { linked: linkedRecord(input), retry };
}
