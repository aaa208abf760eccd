import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getOverdueCounts } from '../api/get-overdue-counts';
import { useStaffRead } from '../../shared/use-staff-read';

/** Records pass their 24 hours as time goes by, with no change to any row: read again this often. */
const REREAD_MS = 5 * 60_000; // ms

/**
 * The 24-hour promise on the dashboard: how many inquiries and custom requests are overdue now (no first
 * response within 24 hours, or a follow-up date passed), and how many of them are the admin's own.
 */
export function OverdueSummary() {
  const { t } = useTranslation('admin-dashboard');
  const { state, refresh } = useStaffRead({
    key: 'overdue-counts',
    load: getOverdueCounts,
    what: 'Overdue counts',
    live: { tables: ['tour_inquiries', 'custom_tour_requests'] },
  });
  useEffect(() => {
    const timer = setInterval(() => void refresh(), REREAD_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  if (state.status !== 'ready') return null;
  const { tour_inquiries: inquiries, custom_tour_requests: requests, mine } = state.value;
  return (
    <section className="dashboard-overdue" aria-labelledby="dashboard-overdue">
      <h2 id="dashboard-overdue">{t('overdue.title')}</h2>
      {inquiries + requests === 0 ? (
        <p className="dashboard-muted">{t('overdue.none')}</p>
      ) : (
        <ul>
          <li>
            <Link to="/admin/inquiries">{t('overdue.inquiries', { count: inquiries })}</Link>
          </li>
          <li>
            <Link to="/admin/custom-tours">{t('overdue.requests', { count: requests })}</Link>
          </li>
          <li>{t('overdue.mine', { count: mine })}</li>
        </ul>
      )}
    </section>
  );
}
