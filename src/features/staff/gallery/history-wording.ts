/** How the history of a gallery image words its columns (../shared/history-wording.ts). */
import type { TFunction } from 'i18next';
import type { HistoryWording } from '../shared/history-wording';

/**
 * The columns admins set (on upload, and the featured flag), by the labels of the upload form and the
 * preview; any other is shown by its column name.
 */
const LABELS: Partial<Record<string, string>> = {
  title: 'upload.titleField',
  description: 'preview.description',
  category: 'preview.category',
  featured: 'featured',
  file_name: 'preview.fileName',
};

export function galleryHistoryWording(t: TFunction<'admin-gallery'>): HistoryWording {
  return {
    label: (field) => {
      const key = LABELS[field];
      return key === undefined ? undefined : t(key);
    },
    value: (field, raw) =>
      field === 'category' && typeof raw === 'string' ? t(`categories.${raw}`, { defaultValue: raw }) : undefined,
    // Images come from admins; one added without an admin signed in came from the server's own scripts.
    anonymousInsert: 'system',
  };
}
