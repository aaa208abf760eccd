import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../../components/admin-title';
import { formatDateTime } from '../format';
import { statCards } from '../stat-cards';
import { useDashboard } from '../use-dashboard';
import { OverdueSummary } from './overdue-summary';
import { StatCardItem } from './stat-card-item';
import { WeeklyChart } from './weekly-chart';
import '../dashboard.css';
import { LoadFailed } from '../../../../components/load-failed';

export interface DashboardPageProps {
  /** The five newest tour inquiries (spec §2), supplied by the section that owns them. */
  recentInquiries?: ReactNode;
  /** The five newest custom tour requests. */
  recentCustomRequests?: ReactNode;
  /** The newest reviews. */
  recentReviews?: ReactNode;
}

/** The portal's home: the seven figures with their real change on last month, weekly inquiries, recent items. */
export function DashboardPage({ recentInquiries, recentCustomRequests, recentReviews }: DashboardPageProps) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const { state, retry } = useDashboard();
  const hasPanels = [recentInquiries, recentCustomRequests, recentReviews].some((panel) => panel != null);

  return (
    <div className="admin-dashboard">
      <AdminTitle section={t('title')} />
      <h1>{t('title')}</h1>

      {state.status === 'loading' && (
        <p className="dashboard-muted" role="status">
          {t('loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} className="dashboard-failed" />
      )}
      {state.status === 'ready' && (
        <>
          {state.source === 'cache' && (
            <p className="form-banner info" role="status">
              {t('offlineCopy', { date: formatDateTime(state.storedAt, i18n.language) })}
            </p>
          )}
          <section aria-labelledby="dashboard-figures">
            <h2 id="dashboard-figures" className="visually-hidden">
              {t('figures')}
            </h2>
            <ul className="dashboard-stats">
              {statCards(state.figures).map((card) => (
                <StatCardItem key={card.key} card={card} />
              ))}
            </ul>
          </section>
          <WeeklyChart weeks={state.figures.weekly} />
        </>
      )}
      <OverdueSummary />

      {hasPanels && (
        <div className="dashboard-panels">
          {recentInquiries}
          {recentCustomRequests}
          {recentReviews}
        </div>
      )}
    </div>
  );
}
