/** How the history of a tour review or custom review words its columns (../shared/history-wording.ts). */
import type { TFunction } from 'i18next';
import type { HistoryWording } from '../shared/history-wording';
import { formatDateTime } from './format';

/**
 * The columns a decision changes (the only ones staff can), by the labels the details show above the
 * timeline; any other is shown by its column name.
 */
const LABELS: Partial<Record<string, string>> = {
  status: 'fields.status',
  admin_notes: 'fields.adminNotes',
  reviewed_at: 'fields.reviewedAt',
};

export function reviewHistoryWording(t: TFunction<'admin-reviews'>, language: string): HistoryWording {
  return {
    label: (field) => {
      const key = LABELS[field];
      return key === undefined ? undefined : t(key);
    },
    value: (field, raw) => {
      if (typeof raw !== 'string') return undefined;
      if (field === 'status') return t(`status.${raw}`, { defaultValue: raw });
      if (field === 'reviewed_at') return formatDateTime(raw, language);
      return undefined;
    },
  };
}
