import { useCallback, useEffect, useRef, useState } from 'react';
import { useStaffRead, type ReadState } from '../shared/use-staff-read';
import { PhotoInUseError, deleteGalleryImage } from './api/delete-gallery-image';
import { getGalleryStats } from './api/get-gallery-stats';
import { listGalleryImages } from './api/list-gallery-images';
import { removeGalleryOrphans } from './api/remove-gallery-orphans';
import { setGalleryFeatured } from './api/set-gallery-featured';
import type { AdminGalleryImage, GalleryStats } from './gallery-models';
import { connectivity } from '../../../lib/connectivity';

export type Loadable<T> = ReadState<T>;

export type GalleryFailure = 'featured' | 'delete' | 'inUse';

const GALLERY_LIVE = { tables: ['gallery'] } as const;

/** The gallery's images and storage figures, with the featured toggle and delete. */
export function useGallery() {
  // An upload, delete or featured change in another tab or by another admin reads both again, so the
  // count, the storage bar and the Upload button's state follow at once (the figures are computed by the
  // database over every row, so they are read rather than patched from the event).
  const imageRead = useStaffRead({ key: 'gallery', load: listGalleryImages, what: 'Gallery', live: GALLERY_LIVE });
  const statsRead = useStaffRead({
    key: 'gallery-stats',
    load: getGalleryStats,
    what: 'Gallery stats',
    live: GALLERY_LIVE,
  });
  const images = imageRead.state;
  const stats = statsRead.state;
  const [failure, setFailure] = useState<GalleryFailure | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const { refresh: refreshImages, update } = imageRead;
  const { refresh: refreshStats } = statsRead;
  const refresh = useCallback(() => {
    void refreshImages();
    void refreshStats();
  }, [refreshImages, refreshStats]);

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
      update((value) =>
        value.flatMap((image) => {
          if (image.id !== id) return [image];
          const next = change(image);
          return next ? [next] : [];
        }),
      ),
    [update],
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
        if (mounted.current) setFailure(error instanceof PhotoInUseError ? 'inUse' : 'delete');
        return false;
      }
    },
    [patch, refresh],
  );

  const dismissFailure = useCallback(() => setFailure(null), []);
  const statsValue: GalleryStats | undefined = stats.status === 'ready' ? stats.value : undefined;

  return { images, stats, statsValue, refresh, toggleFeatured, remove, failure, dismissFailure };
}
