import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../../components/admin-title';
import { useLinkedRecord, useOpenRecord, type RecordLinkProps } from '../../../../lib/use-linked-record';
import { buildCsv, downloadCsv } from '../csv';
import { formatDateTime } from '../format';
import { REQUEST_STATUSES, shortReference, type StaffInquiry, type StatusFilter } from '../inquiry-models';
import type { InquiryList } from '../use-inquiry-list';
import { FieldList, type Field } from '../../shared/field-list';
import { FilterSelect, SearchField } from '../../shared/list-toolbar';
import { DetailsDialog, LinkedNotice, ListRows, ListView, ShowMore, type Column } from '../../shared/list-view';
import type { ListOrder, ListQuery } from '../../shared/server-list';
import { NamedButton } from '../../shared/named-button';
import { useAdminSync } from '../../../../offline/admin-sync';
import { LIST_VIEWS, type ListView as PipelineView } from '../../shared/pipeline';
import {
  ConflictNotices,
  LiveAnnouncer,
  OverdueMark,
  RowMarks,
  RowStatusSelect,
  StatusFailedAlert,
} from './live-parts';
import { useAdmins } from '../use-admins';
import { inquiryHistoryWording } from '../history-wording';
import { HistoryTimeline } from '../../shared/history-timeline';
import { PipelineEditor } from './pipeline-editor';
import { NoteEditor } from './note-editor';
import { ReplyLinks } from './reply-links';
import { StatusBadge } from './status-select';
import '../inquiries.css';

export type { Column };

/** The two lists' texts: `${section}.title`, `.search`, `.empty` and `.details` in admin-inquiries. */
export type RequestSection = 'inquiries' | 'customTours';

export interface RequestListPageProps<T extends StaffInquiry> extends RecordLinkProps {
  section: RequestSection;
  /** The list for a query (searched, filtered, ordered and paged by the server). */
  useList: (query: ListQuery) => InquiryList<T>;
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

/**
 * The shared pattern of the inquiry and custom request lists (spec §2): search, filter and order (done by
 * the server, over every record), table or cards, a page more at a time, and the export of every match.
 */
export function InquiryListPage<T extends StaffInquiry>(props: RequestListPageProps<T>) {
  const { section, useList, csv, details, reply, arrivalText, linkedId, clearLink, fetchOne } = props;
  const { t, i18n } = useTranslation('admin-inquiries');
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [order, setOrder] = useState<ListOrder>('newest');
  const [view, setView] = useState<PipelineView>('all');
  const me = useAdminSync((sync) => sync.userId);
  const admins = useAdmins();
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null);
  const [exportFailed, setExportFailed] = useState(false);
  const { openId, open, close } = useOpenRecord({ linkedId, clearLink });
  const lang = i18n.language;
  const title = t(`${section}.title`);
  const query = useMemo<ListQuery>(
    () => ({ search: typed, status: filter, order, view, ...(me ? { me } : {}) }),
    [typed, filter, order, view, me],
  );
  const list = useList(query);

  const { state } = list;
  const items = state.status === 'ready' ? state.items : [];
  const total = state.status === 'ready' ? state.total : 0;
  const deviceOnly = state.status === 'ready' && state.deviceOnly;
  // Looked up on every render, so the modal follows a status change made while it is open. A row the list
  // does not hold is read on its own once the list has been read (the server's copy, or failing that the
  // device's), and joins the list.
  const { linked, retry } = useLinkedRecord({
    id: openId,
    listed: state.status === 'ready' && openId ? state.items.find((item) => item.id === openId) : undefined,
    settled: state.status === 'failed' || (state.status === 'ready' && !state.refreshing),
    fetchOne,
  });
  // While the list is read again (another query, a live change) the open record may be out of it for a
  // moment: the details keep showing the record they showed, rather than closing under the admin.
  const [lastShown, setLastShown] = useState<T | undefined>(undefined);
  const shownNow = linked.status === 'shown' ? linked.item : undefined;
  if (shownNow !== undefined && shownNow !== lastShown) setLastShown(shownNow);
  const openItem =
    shownNow ??
    (linked.status === 'pending' && lastShown !== undefined && lastShown.id === openId ? lastShown : undefined);

  /** Every record the search and filter match, read from the server a thousand at a time. */
  async function exportCsv() {
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
    const parts = [buildCsv([header])];
    setExportFailed(false);
    setExporting({ done: 0, total });
    try {
      await list.readAll((page, done, all) => {
        parts.push(buildCsv(page.map(row)));
        setExporting({ done, total: all });
      });
      downloadCsv(`${csv.fileName}-${today}.csv`, parts);
    } catch (error) {
      console.error('The export could not be read', error);
      setExportFailed(true);
    } finally {
      setExporting(null);
    }
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
        <SearchField label={t(`${section}.search`)} value={typed} onChange={setTyped} />
        <FilterSelect
          label={t('statusFilter')}
          value={filter}
          options={(['all', ...REQUEST_STATUSES] as const).map((status) => ({
            value: status,
            label: t(`status.${status}`),
          }))}
          onChange={setFilter}
        />
        <FilterSelect
          label={t('view.label')}
          value={view}
          options={LIST_VIEWS.map((value) => ({ value, label: t(`view.${value}`) }))}
          onChange={setView}
        />
        <FilterSelect
          label={t('list.order')}
          value={order}
          options={(['newest', 'oldest'] as const).map((value) => ({ value, label: t(`list.${value}`) }))}
          onChange={setOrder}
        />
        <button
          type="button"
          className="button button-light"
          onClick={() => void exportCsv()}
          disabled={total === 0 || deviceOnly || exporting !== null}
        >
          {exporting ? t('list.exporting', { done: exporting.done, total: exporting.total }) : t('exportCsv')}
        </button>
      </div>
      {exporting && (
        <progress
          className="admin-inquiries-progress"
          max={Math.max(exporting.total, 1)}
          value={exporting.done}
          aria-label={t('list.exportProgress')}
        />
      )}
      {exportFailed && (
        <p className="form-banner error" role="alert">
          {t('list.exportFailed')}
        </p>
      )}

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
        countText={
          deviceOnly ? t('list.onDevice', { count: total }) : t('list.matching', { count: total, shown: items.length })
        }
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
        <ShowMore
          ns="admin-inquiries"
          shown={items.length}
          total={total}
          deviceOnly={deviceOnly}
          state={list.moreState}
          onMore={() => void list.more()}
        />
      </ListView>

      <DetailsDialog ns="admin-inquiries" title={t(`${section}.details`)} item={openItem} onClose={close}>
        {(item) => (
          <>
            <FieldList
              fields={[
                ...details(item),
                { label: t('fields.status'), value: <StatusBadge status={item.status} /> },
                { label: t('pipeline.stage'), value: t(`stage.${item.stage}`) },
                ...(item.overdue ? [{ label: t('overdue.label'), value: <OverdueMark reason={item.overdue} /> }] : []),
                { label: t('fields.reference'), value: shortReference(item.id) },
                { label: t('fields.created'), value: formatDateTime(item.createdAt, lang) },
                { label: t('fields.updated'), value: formatDateTime(item.updatedAt, lang) },
              ]}
            />
            <ReplyLinks phone={item.phone} email={item.email} {...reply(item)} />
            <PipelineEditor
              key={`pipeline-${item.id}`}
              item={item}
              admins={admins}
              me={me}
              waiting={list.waiting.has(item.id)}
              onSave={(changes) => list.change(item.id, changes, { quiet: true })}
            />
            <NoteEditor
              key={item.id}
              note={item.internalNote}
              waiting={list.waiting.has(item.id)}
              onSave={(note) => list.change(item.id, { internal_note: note }, { quiet: true })}
            />
            <HistoryTimeline
              recordId={item.id}
              version={item.updatedAt}
              wording={inquiryHistoryWording(t, lang, (id) => admins.find((admin) => admin.userId === id)?.email)}
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
