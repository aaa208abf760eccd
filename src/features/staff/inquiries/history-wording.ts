/** How the history of an inquiry or custom request words its columns (../shared/history-wording.ts). */
import type { TFunction } from 'i18next';
import { formatCalendarDay } from '../../../lib/date-format';
import { numberFormatter } from '../../../lib/intl';
import type { HistoryWording } from '../shared/history-wording';
import { formatDateTime } from './format';

/** Columns the timeline names (`history.field.*`); any other is shown by its column name. */
const FIELDS = [
  'status',
  'stage',
  'cancel_reason',
  'owner_id',
  'follow_up_on',
  'quote_usd',
  'last_reply_at',
  'internal_note',
] as const;

/** `ownerName`: the e-mail of an admin's user id, where known. */
export function inquiryHistoryWording(
  t: TFunction<'admin-inquiries'>,
  language: string,
  ownerName: (id: string) => string | undefined,
): HistoryWording {
  return {
    label: (field) => ((FIELDS as readonly string[]).includes(field) ? t(`history.field.${field}`) : undefined),
    value: (field, raw) => {
      const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
      switch (field) {
        case 'status':
          return t(`status.${text}`, { defaultValue: text });
        case 'stage':
          return t(`stage.${text}`, { defaultValue: text });
        case 'cancel_reason':
          return t(`cancelReason.${text}`, { defaultValue: text });
        case 'owner_id':
          // An admin who has since left is no longer in the list of admins.
          return ownerName(text) ?? t('pipeline.formerAdmin');
        case 'last_reply_at':
          return formatDateTime(text, language);
        case 'follow_up_on':
          return formatCalendarDay(text, language);
        case 'quote_usd':
          return numberFormatter(language, { style: 'currency', currency: 'USD' }).format(Number(raw));
        default:
          return undefined;
      }
    },
  };
}
