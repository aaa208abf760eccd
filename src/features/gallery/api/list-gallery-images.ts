import { useCallback, useEffect, useState } from 'react';
import { GALLERY_PUBLIC_CATEGORIES } from '../../../config/limits';
import type { PublicRows } from '../../../lib/public-reads';
import { readPublicRows } from '../../../lib/supabase';
import { GALLERY_COLUMNS, toGalleryImages, type GalleryImage, type GalleryRow } from '../gallery-image';

/** After this the request is abandoned (the service worker answers with its copy before that, if it has one). */
export const GALLERY_REQUEST_TIMEOUT_MS = 8_000; // ms
/**
 * The database holds at most 20 images (GALLERY_MAX_IMAGES); this is only a guard should that cap grow,
 * so the page never asks for an unbounded list.
 */
export const GALLERY_LIST_LIMIT = 100; // rows

let inFlight: Promise<PublicRows<GalleryImage>> | undefined;

/**
 * Every public photo, featured ones first and then newest first, so the pictures the team picked greet
 * visitors. Filtering by category happens on the device: the list is small, and offline every category
 * then works from the one copy the service worker kept of this read (src/offline/public-reads.ts).
 */
export function listGalleryImages(): Promise<PublicRows<GalleryImage>> {
  inFlight ??= (async () => {
    const result = await readPublicRows<GalleryRow>(
      'gallery',
      {
        select: GALLERY_COLUMNS,
        // Hotel photos are for the admin portal only. Anon may read every gallery row (RLS: using (true)),
        // so this filter is what keeps them off the public page.
        category: `in.(${GALLERY_PUBLIC_CATEGORIES.join(',')})`,
        order: 'featured.desc,created_at.desc,id.asc',
        limit: String(GALLERY_LIST_LIMIT),
      },
      // No retries: offline, the device's copy answers at once instead.
      { timeoutMs: GALLERY_REQUEST_TIMEOUT_MS, label: 'Gallery' },
    );
    return { ...result, data: toGalleryImages(result.data) };
  })().finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

export type GalleryState =
  | { status: 'loading' }
  | { status: 'ready'; images: GalleryImage[]; source: PublicRows<GalleryImage>['source'] }
  | { status: 'failed' };

/** Reads the list after the first paint (the hero and filter show at once) and follows its state. */
export function useGalleryImages(): { state: GalleryState; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<GalleryState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    listGalleryImages().then(
      (result) => {
        if (current) setState({ status: 'ready', images: result.data, source: result.source });
      },
      (error: unknown) => {
        // Spec §8: a failed list read is logged and the list shown empty (the page says why).
        console.error('Gallery could not be loaded', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, reload };
}
