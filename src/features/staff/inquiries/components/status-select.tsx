import { useTranslation } from 'react-i18next';
import { REQUEST_STATUSES, type InquiryStatus } from '../inquiry-models';

interface StatusSelectProps {
  status: InquiryStatus;
  /** Who the row is about, so a screen reader hears which request's status this is. */
  name: string;
  onChange: (status: InquiryStatus) => void;
}

/** Inline status select coloured by status (spec §4: confirmed green, pending yellow, cancelled red). */
export function StatusSelect({ status, name, onChange }: StatusSelectProps) {
  const { t } = useTranslation('admin-inquiries');
  return (
    <select
      className={`status-select status-${status}`}
      aria-label={t('statusFor', { name })}
      value={status}
      onChange={(event) => onChange(event.target.value as InquiryStatus)}
    >
      {REQUEST_STATUSES.map((option) => (
        <option key={option} value={option}>
          {t(`status.${option}`)}
        </option>
      ))}
    </select>
  );
}

export function StatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('admin-inquiries');
  return <span className={`status-badge status-${status}`}>{t(`status.${status}`)}</span>;
}
