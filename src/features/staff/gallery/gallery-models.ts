/** The admin gallery's data: rows as the page uses them, search and filter, storage figures, file checks. */
import {
  BYTES_PER_MB,
  GALLERY_ALLOWED_MIME_TYPES,
  GALLERY_ALMOST_FULL_REMAINING,
  GALLERY_CATEGORIES,
  type GalleryCategory,
} from '../../../config/limits';
import type { SelectedRow } from '../../../types/select-columns';

export const GALLERY_COLUMNS =
  'id, title, description, category, url, thumbnail_url, preview_url, file_name, file_size, width, height, format, storage_path, upload_source, featured, created_at, updated_at';

export type GalleryRow = SelectedRow<'gallery', typeof GALLERY_COLUMNS>;

export interface AdminGalleryImage {
  id: string;
  title: string | null;
  description: string | null;
  category: GalleryCategory;
  url: string;
  /** For the grid; older rows without one fall back to the full image. */
  thumbnailUrl: string;
  /** For the preview dialog; falls back to the full image. */
  previewUrl: string;
  fileName: string | null;
  fileSize: number;
  width: number | null;
  height: number | null;
  format: string | null;
  storagePath: string | null;
  uploadSource: string;
  featured: boolean;
  createdAt: string;
  updatedAt: string;
}

function asCategory(value: string): GalleryCategory {
  return (GALLERY_CATEGORIES as readonly string[]).includes(value) ? (value as GalleryCategory) : 'cultural';
}

export function toAdminGalleryImage(row: GalleryRow): AdminGalleryImage {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: asCategory(row.category),
    url: row.url,
    thumbnailUrl: row.thumbnail_url ?? row.url,
    previewUrl: row.preview_url ?? row.url,
    fileName: row.file_name,
    fileSize: row.file_size,
    width: row.width,
    height: row.height,
    format: row.format,
    storagePath: row.storage_path,
    uploadSource: row.upload_source,
    featured: row.featured,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the grid and the dialogs call an image: its title, else its file name, else `fallback`. */
export function imageLabel(image: Pick<AdminGalleryImage, 'title' | 'fileName'>, fallback: string): string {
  return image.title?.trim() || image.fileName?.trim() || fallback;
}

export type CategoryFilter = 'all' | GalleryCategory;

/** Case-insensitive search over title, description and file name, within one category (or all). */
export function filterImages(images: AdminGalleryImage[], query: string, category: CategoryFilter) {
  const needle = query.trim().toLocaleLowerCase();
  return images.filter(
    (image) =>
      (category === 'all' || image.category === category) &&
      (!needle ||
        [image.title, image.description, image.fileName].some((text) => text?.toLocaleLowerCase().includes(needle))),
  );
}

/** The storage objects of an image: the three variants in its folder, plus an older single file. */
export function storedPaths(image: Pick<AdminGalleryImage, 'id' | 'storagePath' | 'uploadSource'>): string[] {
  if (image.uploadSource !== 'supabase_storage') return [];
  const paths = new Set(['full', 'preview', 'thumb'].map((name) => `${image.id}/${name}.webp`));
  if (image.storagePath) paths.add(image.storagePath);
  return [...paths];
}

// --- Storage figures (spec §3 "Storage stats", §9) ---

export interface GalleryStats {
  totalImages: number;
  maxImages: number;
  remainingImages: number;
  totalSize: number;
  maxTotalSize: number;
}

export interface GalleryStatsRow {
  total_images: number;
  max_images: number;
  remaining_images: number;
  total_size: number;
  max_total_size: number;
}

export function toGalleryStats(row: GalleryStatsRow): GalleryStats {
  return {
    totalImages: Number(row.total_images),
    maxImages: Number(row.max_images),
    remainingImages: Number(row.remaining_images),
    totalSize: Number(row.total_size),
    maxTotalSize: Number(row.max_total_size),
  };
}

/** Bytes as MB (1,048,576 bytes each), one decimal. */
export function toMegabytes(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MB) * 10) / 10;
}

export const STORAGE_WARNING_RATIO = 0.8; // share of the total size above which the bar warns

export type CapacityLevel = 'ok' | 'almostFull' | 'full';

export interface StorageSummary {
  /** 0–100, for the bar; capped at 100 when older rows push the total over. */
  percentUsed: number;
  /** Above 80 % of the total size. */
  sizeWarning: boolean;
  /** 'full' at 0 slots left, 'almostFull' at 3 or fewer. */
  level: CapacityLevel;
}

export function summariseStorage(stats: GalleryStats): StorageSummary {
  const ratio = stats.maxTotalSize > 0 ? stats.totalSize / stats.maxTotalSize : 1;
  const level: CapacityLevel =
    stats.remainingImages <= 0 ? 'full' : stats.remainingImages <= GALLERY_ALMOST_FULL_REMAINING ? 'almostFull' : 'ok';
  return {
    percentUsed: Math.min(100, Math.round(ratio * 1000) / 10),
    sizeWarning: ratio > STORAGE_WARNING_RATIO,
    level,
  };
}

// --- File checks before an upload (spec §5 "Gallery upload") ---

/** Larger source files are refused before decoding: a phone would run out of memory long before. */
export const MAX_SOURCE_FILE_BYTES = 40 * BYTES_PER_MB; // bytes

export type FileProblem = 'type' | 'empty' | 'tooLarge' | 'tooMany';

export interface FileError {
  fileName: string;
  problem: FileProblem;
}

/**
 * The spec's per-file checks: an image type the bucket takes, not empty, and no more files than the
 * slots left. Files beyond the remaining slots are refused by name, so the admin sees which ones.
 */
export function validateFiles(
  files: readonly Pick<File, 'name' | 'type' | 'size'>[],
  remainingSlots: number,
): FileError[] {
  const errors: FileError[] = [];
  files.forEach((file, index) => {
    if (!(GALLERY_ALLOWED_MIME_TYPES as readonly string[]).includes(file.type))
      errors.push({ fileName: file.name, problem: 'type' });
    else if (file.size === 0) errors.push({ fileName: file.name, problem: 'empty' });
    else if (file.size > MAX_SOURCE_FILE_BYTES) errors.push({ fileName: file.name, problem: 'tooLarge' });
    if (index >= remainingSlots) errors.push({ fileName: file.name, problem: 'tooMany' });
  });
  return errors;
}

/** Progress of an upload run in whole percent: each file counts as preparing, three objects and a row. */
export const STEPS_PER_FILE = 5;

export function progressPercent(stepsDone: number, fileCount: number): number {
  if (fileCount <= 0) return 0;
  return Math.min(100, Math.round((stepsDone / (fileCount * STEPS_PER_FILE)) * 100));
}
