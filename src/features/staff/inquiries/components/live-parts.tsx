import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toStatus, type StaffInquiry } from '../inquiry-models';
import type { InquiryList } from '../use-inquiry-list';
import { DismissibleAlert } from '../../shared/dismissible-alert';
import { StatusSelect } from './status-select';

/** Shown beside a row whose change is kept on this device until it can be sent. */
export function SyncMark() {
  const { t } = useTranslation('admin-inquiries');
  return (
    <span className="sync-mark">
      <span aria-hidden="true" className="sync-mark-icon" />
      {t('sync.waiting')}
    </span>
  );
}

/** Beside a row that has just arrived live (the row's colour alone would not say so to everyone). */
export function NewMark() {
  const { t } = useTranslation('admin-inquiries');
  return <span className="new-mark">{t('live.new')}</span>;
}

/** Beside a record that is overdue: no first response within 24 hours, or its follow-up date passed. */
export function OverdueMark({ reason }: { reason: 'no_response' | 'follow_up' }) {
  const { t } = useTranslation('admin-inquiries');
  return (
    <span className="overdue-mark">
      <span aria-hidden="true">⚠ </span>
      {t(`overdue.${reason}`)}
    </span>
  );
}

/** The badges of one row: overdue, arrived live, change waiting. */
export function RowMarks<T extends StaffInquiry>({ item, list }: { item: T; list: InquiryList<T> }) {
  const isNew = list.fresh.has(item.id);
  const waiting = list.waiting.has(item.id);
  if (!isNew && !waiting && !item.overdue) return null;
  return (
    <span className="row-marks">
      {item.overdue && <OverdueMark reason={item.overdue} />}
      {isNew && <NewMark />}
      {waiting && <SyncMark />}
    </span>
  );
}

/** A row's inline status select; a change goes to the list (and waits on the device when offline). */
export function RowStatusSelect<T extends StaffInquiry>({ item, list }: { item: T; list: InquiryList<T> }) {
  return (
    <StatusSelect
      status={item.status}
      name={item.name}
      onChange={(status) => void list.changeStatus(item.id, status)}
    />
  );
}

/**
 * Announces a row that arrived live, politely (after whatever the screen reader is saying). The region
 * is always in the page, so the first arrival is announced too.
 */
export function LiveAnnouncer<T extends StaffInquiry>({
  list,
  describe,
}: {
  list: InquiryList<T>;
  describe: (item: T) => string;
}) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {list.arrival ? describe(list.arrival.item) : ''}
    </p>
  );
}

/** Spec §8's text after a refused change; the row has gone back to the server's value. */
export function StatusFailedAlert<T extends StaffInquiry>({ list }: { list: InquiryList<T> }) {
  const { t } = useTranslation('admin-inquiries');
  if (!list.failed) return null;
  return (
    <DismissibleAlert
      className="admin-inquiries-alert"
      message={t('statusFailed')}
      dismissLabel={t('dismiss')}
      onDismiss={list.dismissFailure}
    />
  );
}

/**
 * Changes made offline that someone else overtook: the admin sees what the row holds now and decides
 * whether their own value should win.
 */
export function ConflictNotices<T extends StaffInquiry>({ list }: { list: InquiryList<T> }) {
  if (list.conflicts.length === 0) return null;
  return (
    <div role="alert" className="conflict-notices">
      {list.conflicts.map((conflict) => (
        <ConflictNotice key={conflict.key} conflict={conflict} list={list} />
      ))}
    </div>
  );
}

/** Keep one's own value (the main action), or take what the row holds now. */
const CHOICES = [
  { choice: 'mine', className: 'button', label: 'sync.applyMine' },
  { choice: 'discard', className: 'button button-light', label: 'sync.discard' },
] as const;

function ConflictNotice<T extends StaffInquiry>({
  conflict,
  list,
}: {
  conflict: InquiryList<T>['conflicts'][number];
  list: InquiryList<T>;
}) {
  const { t } = useTranslation('admin-inquiries');
  const textId = useId();
  const mineStatus = typeof conflict.mine.status === 'string' ? toStatus(conflict.mine.status) : null;
  const text = mineStatus
    ? t('sync.conflictStatus', {
        name: conflict.label,
        now: t(`status.${conflict.current.status}`),
        mine: t(`status.${mineStatus}`),
      })
    : t('sync.conflictNote', { name: conflict.label });
  return (
    <div className="form-banner error conflict-notice">
      <p id={textId}>{text}</p>
      <div className="conflict-actions">
        {CHOICES.map(({ choice, className, label }) => (
          <button
            key={choice}
            type="button"
            className={className}
            aria-describedby={textId}
            onClick={() => void list.resolveConflict(conflict.key, choice)}
          >
            {t(label)}
          </button>
        ))}
      </div>
    </div>
  );
}
