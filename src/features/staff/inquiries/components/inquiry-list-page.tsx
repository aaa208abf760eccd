import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../../components/admin-title';
import { useLinkedRecord, useOpenRecord, type RecordLinkProps } from '../../../../lib/use-linked-record';
import { buildCsv, downloadCsv } from '../csv';
import { formatDateTime } from '../format';
import {
  filterInquiries,
  REQUEST_STATUSES,
  shortReference,
  type StaffInquiry,
  type StatusFilter,
} from '../inquiry-models';
import type { InquiryList } from '../use-inquiry-list';
import { FieldList, type Field } from '../../shared/field-list';
import { FilterSelect, SearchField } from '../../shared/list-toolbar';
import { DetailsDialog, LinkedNotice, ListRows, ListView, type Column } from '../../shared/list-view';
import { NamedButton } from '../../shared/named-button';
import { ConflictNotices, LiveAnnouncer, RowMarks, RowStatusSelect, StatusFailedAlert } from './live-parts';
import { NoteEditor } from './note-editor';
import { ReplyLinks } from './reply-links';
import { StatusBadge } from './status-select';
import '../inquiries.css';

export type { Column };

/** The two lists' texts: `${section}.title`, `.search`, `.empty` and `.details` in admin-inquiries. */
export type RequestSection = 'inquiries' | 'customTours';

export interface RequestListPageProps<T extends StaffInquiry> extends RecordLinkProps {
  section: RequestSection;
  list: InquiryList<T>;
  searchText: (item: T) => string;
  /** After the name: shown in the table and, as label–value pairs, on the phone cards. */
  columns: Column<T>[];
  /**
   * The export: `fields` are the header's keys under `fields.` and `row` their values, between the id and
   * the status, internal note and dates every export ends with.
   */
  csv: { fileName: string; fields: string[]; row: (item: T) => (string | number | null)[] };
  /** The details' own fields; status, reference and dates follow. */
  details: (item: T) => Field[];
  /** The reply links' mail subject and WhatsApp greeting. */
  reply: (item: T) => { subject: string; whatsappText: string };
  /** What a screen reader hears when a row arrives live, e.g. "New inquiry from Jane Doe". */
  arrivalText: (item: T) => string;
  /** Reads one record by id, for a link to a row the list does not hold; null when there is none. Stable. */
  fetchOne: (id: string) => Promise<T | null>;
  /** Said above the list when the linked record is gone, or could not be read. */
  linkTexts: { missing: string; failed: string };
}

/** The shared pattern of the inquiry and custom request lists (spec §2): search, filter, table or cards. */
export function InquiryListPage<T extends StaffInquiry>(props: RequestListPageProps<T>) {
  const { section, list, searchText, csv, details, reply, arrivalText, linkedId, clearLink, fetchOne } = props;
  const { t, i18n } = useTranslation('admin-inquiries');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const { openId, open, close } = useOpenRecord({ linkedId, clearLink });
  const lang = i18n.language;
  const title = t(`${section}.title`);

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
    const header = ['id', ...csv.fields, 'status', 'internalNote', 'created', 'updated'].map((key) =>
      t(`fields.${key}`),
    );
    const row = (item: T) => [
      item.id,
      ...csv.row(item),
      item.status,
      item.internalNote,
      item.createdAt,
      item.updatedAt,
    ];
    downloadCsv(`${csv.fileName}-${today}.csv`, buildCsv([header, ...items.map(row)]));
  }

  const columns: Column<T>[] = [
    {
      header: t('fields.name'),
      cell: (item) => (
        <>
          <strong>{item.name}</strong>
          <br />
          <span className="admin-inquiries-muted">{item.email}</span>
        </>
      ),
    },
    ...props.columns,
  ];
  const viewButton = (item: T) => (
    <NamedButton
      label={t('viewDetails')}
      name={t('viewDetailsOf', { name: item.name })}
      onClick={() => open(item.id)}
    />
  );

  return (
    <div className="admin-inquiries">
      <AdminTitle section={title} />
      <h1>{title}</h1>

      <div className="admin-inquiries-toolbar" role="search">
        <SearchField label={t(`${section}.search`)} value={query} onChange={setQuery} />
        <FilterSelect
          label={t('statusFilter')}
          value={filter}
          options={(['all', ...REQUEST_STATUSES] as const).map((status) => ({
            value: status,
            label: t(`status.${status}`),
          }))}
          onChange={setFilter}
        />
        <button type="button" className="button button-light" onClick={exportCsv} disabled={items.length === 0}>
          {t('exportCsv')}
        </button>
      </div>

      <StatusFailedAlert list={list} />
      <ConflictNotices list={list} />
      <LiveAnnouncer list={list} describe={arrivalText} />
      <LinkedNotice
        ns="admin-inquiries"
        status={linked.status}
        texts={props.linkTexts}
        onDismiss={close}
        onRetry={retry}
      />

      <ListView
        ns="admin-inquiries"
        state={state}
        count={items.length}
        emptyText={t(`${section}.empty`)}
        offlineMode={t('sync.offlineMode')}
        refreshingText={t('sync.refreshing')}
      >
        <ListRows
          items={items}
          columns={columns}
          controls={[
            { header: t('fields.status'), cell: (item) => <RowStatus item={item} list={list} /> },
            { header: <span className="visually-hidden">{t('actions')}</span>, cell: viewButton },
          ]}
          caption={title}
          classPrefix="admin-inquiries"
          cardsClassName="admin-inquiries-cards"
          cardClassName="admin-inquiries-card"
          cardActions={(item) => (
            <div className="admin-inquiries-card-actions">
              <RowStatusSelect item={item} list={list} />
              {viewButton(item)}
              <RowMarks item={item} list={list} />
            </div>
          )}
          rowState={(item) => rowClass(list, item.id)}
        />
      </ListView>

      <DetailsDialog ns="admin-inquiries" title={t(`${section}.details`)} item={openItem} onClose={close}>
        {(item) => (
          <>
            <FieldList
              fields={[
                ...details(item),
                { label: t('fields.status'), value: <StatusBadge status={item.status} /> },
                { label: t('fields.reference'), value: shortReference(item.id) },
                { label: t('fields.created'), value: formatDateTime(item.createdAt, lang) },
                { label: t('fields.updated'), value: formatDateTime(item.updatedAt, lang) },
              ]}
            />
            <ReplyLinks phone={item.phone} email={item.email} {...reply(item)} />
            <NoteEditor
              key={item.id}
              note={item.internalNote}
              waiting={list.waiting.has(item.id)}
              onSave={(note) => list.change(item.id, { internal_note: note }, { quiet: true })}
            />
          </>
        )}
      </DetailsDialog>
    </div>
  );
}

/** The table's status cell: the select, then the row's marks. */
function RowStatus<T extends StaffInquiry>({ item, list }: { item: T; list: InquiryList<T> }): ReactNode {
  return (
    <>
      <RowStatusSelect item={item} list={list} />
      <RowMarks item={item} list={list} />
    </>
  );
}

/** Rows that arrived live are highlighted for a few seconds; rows with a waiting change are marked. */
function rowClass<T extends StaffInquiry>(list: InquiryList<T>, id: string): string {
  return [list.fresh.has(id) ? 'is-new' : '', list.waiting.has(id) ? 'is-waiting' : ''].filter(Boolean).join(' ');
}
