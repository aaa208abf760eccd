import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format';
import { newestFirst, type StaffInquiry, type CustomTourRequest, type Inquiry } from '../inquiry-models';
import { useCustomTourRequestList, useInquiryList, type InquiryList } from '../use-inquiry-list';
import { LoadFailed } from '../../shared/list-view';
import { DEFAULT_QUERY } from '../../shared/server-list';
import { ConflictNotices, LiveAnnouncer, RowMarks, RowStatusSelect, StatusFailedAlert } from './live-parts';
import '../inquiries.css';

/** Spec §2 "Dashboard": the five newest by createdAt. */
export const RECENT_REQUESTS_COUNT = 5;

export type RecentPanelKind = 'inquiries' | 'custom-tours';

/**
 * The dashboard's Recent Tour Inquiries or Custom Tour Requests (spec §2): the five newest, each with
 * its inline status select, live like the lists (a new one appears at the top, highlighted), and the
 * device's copy offline. Shares the lists' copy, so opening the dashboard also readies them offline.
 */
export function RecentListPanel({ kind }: { kind: RecentPanelKind }) {
  return kind === 'inquiries' ? <RecentInquiriesPanel /> : <RecentCustomTourRequestsPanel />;
}

export function RecentInquiriesPanel() {
  const { t } = useTranslation('admin-inquiries');
  const list = useInquiryList(DEFAULT_QUERY);
  return (
    <RecentPanel
      list={list}
      title={t('recent.inquiriesTitle')}
      emptyText={t('inquiries.empty')}
      to="/admin/inquiries"
      allOf={t('recent.viewAllInquiries')}
      subject={(item: Inquiry) => item.tourTitle}
      arrivalText={(item: Inquiry) => t('live.newInquiry', { name: item.name })}
    />
  );
}

export function RecentCustomTourRequestsPanel() {
  const { t } = useTranslation('admin-inquiries');
  const list = useCustomTourRequestList(DEFAULT_QUERY);
  return (
    <RecentPanel
      list={list}
      title={t('recent.requestsTitle')}
      emptyText={t('customTours.empty')}
      to="/admin/custom-tours"
      allOf={t('recent.viewAllRequests')}
      subject={(item: CustomTourRequest) => item.tourPlaces ?? t('values.notSpecified')}
      arrivalText={(item: CustomTourRequest) => t('live.newRequest', { name: item.name })}
    />
  );
}

interface RecentPanelProps<T extends StaffInquiry> {
  list: InquiryList<T>;
  title: string;
  emptyText: string;
  to: '/admin/inquiries' | '/admin/custom-tours';
  /** Completes "View all" for screen readers, e.g. "View all tour inquiries". */
  allOf: string;
  /** The tour (inquiries) or the places (custom requests). */
  subject: (item: T) => string;
  arrivalText: (item: T) => string;
}

function RecentPanel<T extends StaffInquiry>(props: RecentPanelProps<T>) {
  const { list, title, emptyText, to, allOf, subject, arrivalText } = props;
  const { t, i18n } = useTranslation('admin-inquiries');
  const headingId = useId();
  const { state } = list;
  const items = state.status === 'ready' ? [...state.items].sort(newestFirst).slice(0, RECENT_REQUESTS_COUNT) : [];

  return (
    <section className="recent-requests" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <h2 id={headingId}>{title}</h2>
      <StatusFailedAlert list={list} />
      <ConflictNotices list={list} />
      <LiveAnnouncer list={list} describe={arrivalText} />
      {state.status === 'loading' && <p className="admin-inquiries-note">{t('loading')}</p>}
      {state.status === 'failed' && <LoadFailed ns="admin-inquiries" />}
      {state.status === 'ready' && (
        <>
          {state.source === 'cache' && !state.refreshing && (
            <p className="admin-inquiries-note">
              {t('offlineCopy', { date: formatDateTime(new Date(state.storedAt).toISOString(), i18n.language) })}
            </p>
          )}
          {items.length === 0 ? (
            <p className="admin-inquiries-note">{emptyText}</p>
          ) : (
            <ul className="recent-requests-list">
              {items.map((item) => (
                <li
                  key={item.id}
                  className={`recent-requests-item${list.fresh.has(item.id) ? ' is-new' : ''}`}
                  aria-label={item.name}
                  data-row-id={item.id}
                >
                  <div className="recent-requests-main">
                    <strong>{item.name}</strong>
                    <span className="admin-inquiries-muted">{subject(item)}</span>
                    <span className="admin-inquiries-muted">
                      {t('recent.received', { date: formatDateTime(item.createdAt, i18n.language) })}
                    </span>
                  </div>
                  <div className="recent-requests-side">
                    <RowStatusSelect item={item} list={list} />
                    <RowMarks item={item} list={list} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Link to={to} className="recent-requests-link">
        {t('recent.viewAll')}
        <span className="visually-hidden"> {allOf}</span>
      </Link>
    </section>
  );
}
