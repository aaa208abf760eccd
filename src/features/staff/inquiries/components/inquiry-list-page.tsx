import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../../components/admin-title';
import { LinkedRecordNotice } from '../../../../components/linked-record-notice';
import { Modal } from '../../../../components/modal';
import { useLinkedRecord, useOpenRecord, type RecordLinkProps } from '../../../../lib/use-linked-record';
import { buildCsv, downloadCsv } from '../csv';
import { formatDateTime } from '../format';
import { filterInquiries, REQUEST_STATUSES, type StaffInquiry, type StatusFilter } from '../inquiry-models';
import type { InquiryList } from '../use-inquiry-list';
import { FieldList, type Field } from '../../shared/field-list';
import { ConflictNotices, LiveAnnouncer, RowMarks, StatusFailedAlert } from './live-parts';
import { NoteEditor } from './note-editor';
import { StatusSelect } from './status-select';
import '../inquiries.css';

export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

export interface RequestListPageProps<T extends StaffInquiry> extends RecordLinkProps {
  title: string;
  searchLabel: string;
  emptyText: string;
  detailsTitle: string;
  list: InquiryList<T>;
  searchText: (item: T) => string;
  /** Shown in the table and, as label–value pairs, on the phone cards. */
  columns: Column<T>[];
  csv: { fileName: string; header: string[]; row: (item: T) => (string | number | null)[] };
  renderDetails: (item: T) => ReactNode;
  /** What a screen reader hears when a row arrives live, e.g. "New inquiry from Jane Doe". */
  arrivalText: (item: T) => string;
  /** Reads one record by id, for a link to a row the list does not hold; null when there is none. Stable. */
  fetchOne: (id: string) => Promise<T | null>;
  /** Said above the list when the linked record is gone, or could not be read. */
  linkTexts: { missing: string; failed: string };
}

/** The shared pattern of the inquiry and custom request lists (spec §2): search, filter, table or cards. */
export function InquiryListPage<T extends StaffInquiry>(props: RequestListPageProps<T>) {
  const {
    title,
    searchLabel,
    emptyText,
    detailsTitle,
    list,
    searchText,
    columns,
    csv,
    renderDetails,
    arrivalText,
    linkedId,
    clearLink,
    fetchOne,
    linkTexts,
  } = props;
  const { t, i18n } = useTranslation('admin-inquiries');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const { openId, open, close } = useOpenRecord({ linkedId, clearLink });
  const searchId = useId();
  const filterId = useId();

  const { state } = list;
  const items = useMemo(
    () => (state.status === 'ready' ? filterInquiries(state.items, query, filter, searchText) : []),
    [state, query, filter, searchText],
  );
  // Looked up on every render, so the modal follows a status change made while it is open. A row the list
  // does not hold is read on its own once the list has been read (the server's copy, or failing that the
  // device's), and joins the list.
  const { linked, retry } = useLinkedRecord({
    id: openId,
    listed: state.status === 'ready' && openId ? state.items.find((item) => item.id === openId) : undefined,
    settled: state.status === 'failed' || (state.status === 'ready' && !state.refreshing),
    fetchOne,
  });
  const openItem = linked.status === 'shown' ? linked.item : undefined;

  function exportCsv() {
    const today = new Date().toISOString().slice(0, 10);
    downloadCsv(`${csv.fileName}-${today}.csv`, buildCsv([csv.header, ...items.map(csv.row)]));
  }

  return (
    <div className="admin-inquiries">
      <AdminTitle section={title} />
      <h1>{title}</h1>

      <div className="admin-inquiries-toolbar" role="search">
        <div className="field">
          <label htmlFor={searchId}>{searchLabel}</label>
          <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={filterId}>{t('statusFilter')}</label>
          <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as StatusFilter)}>
            <option value="all">{t('status.all')}</option>
            {REQUEST_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button-light" onClick={exportCsv} disabled={items.length === 0}>
          {t('exportCsv')}
        </button>
      </div>

      <StatusFailedAlert list={list} />
      <ConflictNotices list={list} />
      <LiveAnnouncer list={list} describe={arrivalText} />
      {(linked.status === 'missing' || linked.status === 'failed') && (
        <LinkedRecordNotice
          tone={linked.status === 'missing' ? 'info' : 'error'}
          message={linkTexts[linked.status]}
          dismissLabel={t('dismiss')}
          onDismiss={close}
          retryLabel={t('tryAgain')}
          onRetry={linked.status === 'failed' ? retry : undefined}
        />
      )}

      {state.status === 'loading' && (
        <p className="admin-inquiries-note" role="status">
          {t('loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <p className="form-banner error" role="alert">
          {t('loadFailed')}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          {state.source === 'cache' && !state.refreshing && (
            <div className="form-banner info" role="status">
              <p>{t('offlineCopy', { date: formatDateTime(new Date(state.storedAt).toISOString(), i18n.language) })}</p>
              <p>{t('sync.offlineMode')}</p>
            </div>
          )}
          {state.refreshing && <p className="admin-inquiries-note">{t('sync.refreshing')}</p>}
          <p className="admin-inquiries-note" aria-live="polite">
            {t('shown', { count: items.length })}
          </p>
          {items.length === 0 ? (
            <p className="admin-inquiries-empty">{emptyText}</p>
          ) : (
            <>
              <RequestTable items={items} columns={columns} list={list} onView={open} caption={title} />
              <RequestCards items={items} columns={columns} list={list} onView={open} />
            </>
          )}
        </>
      )}

      <Modal
        open={openItem !== undefined}
        onClose={close}
        title={detailsTitle}
        subtitle={openItem?.name}
        closeLabel={t('close')}
      >
        {openItem && (
          <>
            {renderDetails(openItem)}
            <NoteEditor
              key={openItem.id}
              note={openItem.internalNote}
              waiting={list.waiting.has(openItem.id)}
              onSave={(note) => list.change(openItem.id, { internal_note: note }, { quiet: true })}
            />
          </>
        )}
      </Modal>
    </div>
  );
}

interface RowsProps<T extends StaffInquiry> {
  items: T[];
  columns: Column<T>[];
  list: InquiryList<T>;
  onView: (id: string) => void;
}

// Both layouts are rendered; the stylesheet shows one (display: none also hides the other from
// assistive technology), so a rotated tablet switches without a re-render.
function RequestTable<T extends StaffInquiry>({
  items,
  columns,
  list,
  onView,
  caption,
}: RowsProps<T> & { caption: string }) {
  const { t } = useTranslation('admin-inquiries');
  return (
    <div className="admin-table-wrap admin-inquiries-table-wrap">
      <table className="admin-table admin-inquiries-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col">{t('fields.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className={rowClass(list, item.id)} data-row-id={item.id}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(item)}</td>
              ))}
              <td>
                <StatusSelect
                  status={item.status}
                  name={item.name}
                  onChange={(status) => void list.changeStatus(item.id, status)}
                />
                <RowMarks item={item} list={list} />
              </td>
              <td>
                <ViewButton name={item.name} onClick={() => onView(item.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RequestCards<T extends StaffInquiry>({ items, columns, list, onView }: RowsProps<T>) {
  return (
    <ul className="admin-inquiries-cards">
      {items.map((item) => {
        const fields: Field[] = columns.map((column) => ({ label: column.header, value: column.cell(item) }));
        return (
          <li key={item.id} className={`admin-inquiries-card ${rowClass(list, item.id)}`} data-row-id={item.id}>
            <article aria-label={item.name}>
              <FieldList fields={fields} />
              <div className="admin-inquiries-card-actions">
                <StatusSelect
                  status={item.status}
                  name={item.name}
                  onChange={(status) => void list.changeStatus(item.id, status)}
                />
                <ViewButton name={item.name} onClick={() => onView(item.id)} />
                <RowMarks item={item} list={list} />
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** Rows that arrived live are highlighted for a few seconds; rows with a waiting change are marked. */
function rowClass<T extends StaffInquiry>(list: InquiryList<T>, id: string): string {
  return [list.fresh.has(id) ? 'is-new' : '', list.waiting.has(id) ? 'is-waiting' : ''].filter(Boolean).join(' ');
}

function ViewButton({ name, onClick }: { name: string; onClick: () => void }) {
  const { t } = useTranslation('admin-inquiries');
  return (
    <button type="button" className="button button-light" onClick={onClick}>
      {t('viewDetails')}
      <span className="visually-hidden"> {t('viewDetailsOf', { name })}</span>
    </button>
  );
}
