/** Pieces both moderation pages share: the search box, the list's state notices and the failure alert. */
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format';
import type { ModeratedReview } from '../review-models';
import type { ListState } from '../use-review-list';

export function SearchField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="field admin-reviews-search">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

/** Loading, failed, or the offline notice above a list read from the device's copy. */
export function ListStateNotice<T extends ModeratedReview>({ state }: { state: ListState<T> }) {
  const { t, i18n } = useTranslation('admin-reviews');
  if (state.status === 'loading')
    return (
      <p className="admin-reviews-note" role="status">
        {t('loading')}
      </p>
    );
  if (state.status === 'failed')
    return (
      <p className="form-banner error" role="alert">
        {t('loadFailed')}
      </p>
    );
  if (state.source === 'cache')
    return (
      <p className="form-banner info" role="status">
        {t('offlineCopy', { date: formatDateTime(new Date(state.storedAt).toISOString(), i18n.language) })}
      </p>
    );
  return null;
}

/** A change the server did not take, in the spec's words for that page, until dismissed. */
export function FailureAlert({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation('admin-reviews');
  return (
    <div className="form-banner error admin-reviews-alert" role="alert">
      <p>{message}</p>
      <button type="button" className="button button-light" onClick={onDismiss}>
        {t('dismiss')}
      </button>
    </div>
  );
}

interface ViewDetailsButtonProps {
  name: string;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

export function ViewDetailsButton({ name, onClick, ref }: ViewDetailsButtonProps) {
  const { t } = useTranslation('admin-reviews');
  return (
    <button ref={ref} type="button" className="button button-light" onClick={onClick}>
      {t('viewDetails')}
      <span className="visually-hidden"> {t('reviewBy', { name })}</span>
    </button>
  );
}
