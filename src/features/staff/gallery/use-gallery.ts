import { useCallback, useEffect, useRef, useState } from 'react';
import type { CachedResult } from '../../../offline/cache';
import { deleteGalleryImage } from './api/delete-gallery-image';
import { getGalleryStats } from './api/get-gallery-stats';
import { listGalleryImages } from './api/list-gallery-images';
import { removeGalleryOrphans } from './api/remove-gallery-orphans';
import { setGalleryFeatured } from './api/set-gallery-featured';
import type { AdminGalleryImage, GalleryStats } from './gallery-models';
import { connectivity } from '../../../lib/connectivity';

export type Loadable<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T; source: CachedResult<T>['source']; storedAt: number }
  | { status: 'failed' };

export type GalleryFailure = 'featured' | 'delete';

/** Reads `load` now and whenever `version` changes; only the newest read may answer. */
function useLoad<T>(load: () => Promise<CachedResult<T>>, version: number, what: string) {
  const [state, setState] = useState<Loadable<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    load().then(
      (result) => {
        if (current)
          setState({ status: 'ready', value: result.data, source: result.source, storedAt: result.storedAt });
      },
      (error: unknown) => {
        console.error(`${what} could not be loaded`, error);
        // What is already shown stays: stale figures beat none.
        if (current) setState((previous) => (previous.status === 'ready' ? previous : { status: 'failed' }));
      },
    );
    return () => {
      current = false;
    };
  }, [load, version, what]);
  return [state, setState] as const;
}

/** The gallery's images and storage figures, with the featured toggle and delete. */
export function useGallery() {
  const [version, setVersion] = useState(0);
  const [images, setImages] = useLoad(listGalleryImages, version, 'Gallery');
  const [stats] = useLoad(getGalleryStats, version, 'Gallery stats');
  const [failure, setFailure] = useState<GalleryFailure | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);

  // Once per visit: give back the space held by files of uploads or deletes that stopped halfway.
  useEffect(() => {
    if (!connectivity().online()) return;
    removeGalleryOrphans().then(
      (count) => {
        if (count > 0 && mounted.current) refresh();
      },
      (error: unknown) => console.error('Leftover gallery files could not be removed', error),
    );
  }, [refresh]);

  const patch = useCallback(
    (id: string, change: (image: AdminGalleryImage) => AdminGalleryImage | null) =>
      setImages((current) =>
        current.status === 'ready'
          ? {
              ...current,
              value: current.value.flatMap((image) => {
                if (image.id !== id) return [image];
                const next = change(image);
                return next ? [next] : [];
              }),
            }
          : current,
      ),
    [setImages],
  );

  /** Optimistic: the card shows the new flag at once and goes back if the server does not confirm. */
  const toggleFeatured = useCallback(
    async (image: AdminGalleryImage) => {
      const wanted = !image.featured;
      setFailure(null);
      patch(image.id, (current) => ({ ...current, featured: wanted }));
      try {
        const stored = await setGalleryFeatured(image.id, wanted);
        if (mounted.current) patch(image.id, (current) => ({ ...current, ...stored }));
      } catch (error) {
        console.error('Featured flag could not be updated', error);
        if (!mounted.current) return;
        // Only undo our own change: a later toggle of the same card has its own rollback.
        patch(image.id, (current) =>
          current.featured === wanted ? { ...current, featured: image.featured } : current,
        );
        setFailure('featured');
      }
    },
    [patch],
  );

  /** Waits for the server (a deletion cannot be taken back); resolves true once the row is gone. */
  const remove = useCallback(
    async (image: AdminGalleryImage) => {
      setFailure(null);
      try {
        await deleteGalleryImage(image);
        if (mounted.current) {
          patch(image.id, () => null);
          refresh();
        }
        return true;
      } catch (error) {
        console.error('Gallery image could not be deleted', error);
        if (mounted.current) setFailure('delete');
        return false;
      }
    },
    [patch, refresh],
  );

  const dismissFailure = useCallback(() => setFailure(null), []);
  const statsValue: GalleryStats | undefined = stats.status === 'ready' ? stats.value : undefined;

  return { images, stats, statsValue, refresh, toggleFeatured, remove, failure, dismissFailure };
}
