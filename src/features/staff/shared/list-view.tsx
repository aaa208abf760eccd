/**
 * The frame of the staff list screens (inquiries, custom tour requests, both review lists, the gallery):
 * the list's state, the count, the rows as a table or as phone cards, the record a link names and the
 * details dialog. Texts come from the screen's namespace (`ns`), which has the keys used here.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LinkedRecordNotice } from '../../../components/linked-record-notice';
import { Modal } from '../../../components/modal';
import { formatDateTime } from '../../../lib/date-format';
import { FieldList, type Field } from './field-list';
import { PAGE_SIZE } from './server-list';

/** A list read from the server, or from the device's copy (`source: 'cache'`) when it cannot be. */
export type ListLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; source: string; storedAt: number; refreshing?: boolean };

/**
 * The screen's namespace: it holds loading, loadFailed, offlineCopy, shown, dismiss, tryAgain, close and
 * confirmDelete, and names the screen's classes (`${ns}-note`, `${ns}-empty`).
 */
export type StaffListNamespace = 'admin-inquiries' | 'admin-reviews' | 'admin-gallery';

interface ListViewProps {
  ns: StaffListNamespace;
  state: ListLoad;
  /** How many rows the search and filter leave. */
  count: number;
  /** Said instead of "N shown" (a paged list: "50 of 1,519 shown"). */
  countText?: string;
  emptyText: string;
  /** A second line under the offline notice (a list whose changes wait on the device says so). */
  offlineMode?: string;
  /** Said, instead of the offline notice, while the device's copy is shown and the server is asked again. */
  refreshingText?: string;
  /** When the device's copy was saved, as the offline notice says it. */
  storedAtText?: (storedAt: number, language: string) => string;
  /** The rows, when the search and filter leave some. */
  children: ReactNode;
}

const savedAt = (storedAt: number, language: string) => formatDateTime(new Date(storedAt).toISOString(), language);

export function ListView(props: ListViewProps) {
  const { ns, state, count, countText, emptyText, offlineMode, refreshingText, children } = props;
  const { t, i18n } = useTranslation(ns);
  const storedAtText = props.storedAtText ?? savedAt;
  if (state.status === 'loading')
    return (
      <p className={`${ns}-note`} role="status">
        {t('loading')}
      </p>
    );
  if (state.status === 'failed') return <LoadFailed ns={ns} />;
  const offlineCopy = t('offlineCopy', { date: storedAtText(state.storedAt, i18n.language) });
  // A list that says when it is refreshing says that instead of the offline notice.
  const refreshing = refreshingText !== undefined && state.refreshing === true;
  return (
    <>
      {state.source === 'cache' &&
        !refreshing &&
        (offlineMode ? (
          <div className="form-banner info" role="status">
            <p>{offlineCopy}</p>
            <p>{offlineMode}</p>
          </div>
        ) : (
          <p className="form-banner info" role="status">
            {offlineCopy}
          </p>
        ))}
      {refreshing && <p className={`${ns}-note`}>{refreshingText}</p>}
      <p className={`${ns}-note`} aria-live="polite">
        {countText ?? t('shown', { count })}
      </p>
      {count === 0 ? <p className={`${ns}-empty`}>{emptyText}</p> : children}
    </>
  );
}

interface ShowMoreProps {
  ns: 'admin-inquiries' | 'admin-reviews';
  /** Rows shown, and how many the query matches in all. */
  shown: number;
  total: number;
  /** The device's copy answers (offline): the server's pages cannot be read. */
  deviceOnly: boolean;
  state: 'idle' | 'loading' | 'failed';
  onMore: () => void;
}

/** Under a paged list: "Show 50 more" while the server holds more, and what is said when that failed. */
export function ShowMore({ ns, shown, total, deviceOnly, state, onMore }: ShowMoreProps) {
  const { t } = useTranslation(ns);
  return (
    <>
      {!deviceOnly && shown < total && (
        <p className={`${ns}-more`}>
          <button type="button" className="button button-light" onClick={onMore} disabled={state === 'loading'}>
            {state === 'loading' ? t('loading') : t('list.showMore', { count: Math.min(PAGE_SIZE, total - shown) })}
          </button>
        </p>
      )}
      {state === 'failed' && (
        <p className="form-banner error" role="alert">
          {t('list.moreFailed')}
        </p>
      )}
    </>
  );
}

/** The list could not be read, and there is no copy on the device. */
export function LoadFailed({ ns }: { ns: StaffListNamespace }) {
  const { t } = useTranslation(ns);
  return (
    <p className="form-banner error" role="alert">
      {t('loadFailed')}
    </p>
  );
}

export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

/** A table-only column after the data: the row's controls. */
export interface ControlColumn<T> {
  header: ReactNode;
  cell: (item: T) => ReactNode;
}

interface ListRowsProps<T extends { id: string; name: string }> {
  items: readonly T[];
  /** Shown in the table and, as label–value pairs, on the phone cards. */
  columns: Column<T>[];
  /** The table's columns after the data. */
  controls: ControlColumn<T>[];
  /** The table's hidden caption (the page's title). */
  caption: string;
  /** The table's classes: `${classPrefix}-table-wrap`, `${classPrefix}-table`. */
  classPrefix: string;
  cardsClassName: string;
  cardClassName: string;
  fieldsClassName?: string;
  /** Under a card's fields: the row's controls. */
  cardActions: (item: T) => ReactNode;
  /** The classes of a row's state (arrived live, change waiting); rows then carry their id. */
  rowState?: (item: T) => string;
}

/**
 * Both layouts are rendered; the stylesheet shows one (display: none also hides the other from assistive
 * technology), so a rotated tablet switches without a re-render.
 */
export function ListRows<T extends { id: string; name: string }>(props: ListRowsProps<T>) {
  const { items, columns, controls, caption, classPrefix, cardClassName, fieldsClassName, rowState } = props;
  const rowId = (item: T) => (rowState ? { 'data-row-id': item.id } : {});
  return (
    <>
      <div className={`admin-table-wrap ${classPrefix}-table-wrap`}>
        <table className={`admin-table ${classPrefix}-table`}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
              {controls.map((column, index) => (
                <th key={index} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className={rowState?.(item)} {...rowId(item)}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(item)}</td>
                ))}
                {controls.map((column, index) => (
                  <td key={index}>{column.cell(item)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={props.cardsClassName}>
        {items.map((item) => {
          const fields: Field[] = columns.map((column) => ({ label: column.header, value: column.cell(item) }));
          return (
            <li
              key={item.id}
              className={rowState ? `${cardClassName} ${rowState(item)}` : cardClassName}
              {...rowId(item)}
            >
              <article aria-label={item.name}>
                <FieldList className={fieldsClassName} fields={fields} />
                {props.cardActions(item)}
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Above a list: the record a link names is gone (`missing`), or could not be read (`failed`). */
export function LinkedNotice({
  ns,
  status,
  texts,
  onDismiss,
  onRetry,
}: {
  ns: StaffListNamespace;
  status: string;
  texts: { missing: string; failed: string };
  onDismiss: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation(ns);
  if (status !== 'missing' && status !== 'failed') return null;
  return (
    <LinkedRecordNotice
      tone={status === 'missing' ? 'info' : 'error'}
      message={texts[status]}
      dismissLabel={t('dismiss')}
      onDismiss={onDismiss}
      retryLabel={t('tryAgain')}
      onRetry={status === 'failed' ? onRetry : undefined}
    />
  );
}

/** The details of the open row, titled with whose it is; closed while no row is open. */
export function DetailsDialog<T extends { name: string }>({
  ns,
  title,
  item,
  onClose,
  children,
}: {
  ns: StaffListNamespace;
  title: string;
  item: T | undefined;
  onClose: () => void;
  children: (item: T) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <Modal open={item !== undefined} onClose={onClose} title={title} subtitle={item?.name} closeLabel={t('close')}>
      {item && children(item)}
    </Modal>
  );
}

/** Asks before a row is deleted for good; busy while the server is asked. */
export function ConfirmDelete({
  ns,
  open,
  message,
  busy,
  onConfirm,
  onClose,
}: {
  ns: StaffListNamespace;
  open: boolean;
  message: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <ConfirmDialog
      open={open}
      title={t('confirmDelete.title')}
      message={message}
      confirmLabel={t('confirmDelete.confirm')}
      busyLabel={t('confirmDelete.deleting')}
      cancelLabel={t('confirmDelete.cancel')}
      closeLabel={t('close')}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
