import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../../components/admin-title';
import { DEFAULT_PRESET, presetRange, todayIn, type DayRange } from '../date-range';
import { browserTimeZone, formatDateTime, formatDay } from '../format';
import { useInsights } from '../use-insights';
import { DailyChart } from './daily-chart';
import { FunnelChart } from './funnel-chart';
import { RangePicker } from './range-picker';
import { SourcesChart } from './sources-chart';
import { SummaryTiles } from './summary-tiles';
import { TopToursChart } from './top-tours-chart';
import { VitalsPanel } from './vitals-panel';
import '../../../../components/forms.css';
import '../insights.css';
import { LoadFailed } from '../../../../components/load-failed';

export interface InsightsPageProps {
  /** The period from the page's address; both undefined → the default (the last 30 days). */
  from?: string | undefined;
  to?: string | undefined;
  /** Puts a chosen period into the address, so a reload or a shared link shows the same one. */
  onRangeChange: (range: DayRange) => void;
}

/** The site's own analytics for a period: headline figures, daily trend, tours, funnel, sources, vitals. */
export function InsightsPage({ from, to, onRangeChange }: InsightsPageProps) {
  const { t, i18n } = useTranslation('admin-insights');
  // Read once: the default period must not move while the page is open across midnight.
  const [today] = useState(() => todayIn(browserTimeZone()));
  const range: DayRange = from && to ? { from, to } : presetRange(DEFAULT_PRESET, today);
  const { state, retry } = useInsights(range);

  return (
    <div className="admin-insights">
      <AdminTitle section={t('title')} />
      <h1>{t('title')}</h1>
      <p className="insights-muted insights-intro">{t('intro')}</p>

      <section aria-label={t('range.label')}>
        {/* A new period (a preset or the back button) puts its own dates into the fields. */}
        <RangePicker key={`${range.from}:${range.to}`} range={range} today={today} onChange={onRangeChange} />
        <p className="insights-showing">
          {t('range.showing', {
            from: formatDay(range.from, i18n.language),
            to: formatDay(range.to, i18n.language),
          })}
        </p>
      </section>

      {state.status === 'loading' && <InsightsSkeleton label={t('loading')} />}
      {state.status === 'failed' && (
        <LoadFailed message={t('loadFailed')} retryLabel={t('retry')} onRetry={retry} className="insights-failed" />
      )}
      {state.status === 'ready' && (
        <>
          {state.source === 'cache' && (
            <p className="form-banner info" role="status">
              {t('offlineCopy', { date: formatDateTime(state.storedAt, i18n.language) })}
            </p>
          )}
          {state.report.totals.events === 0 ? (
            <div className="insights-card card insights-empty">
              <p className="insights-empty-title">{t('empty')}</p>
              <p className="insights-muted">{t('emptyHint')}</p>
            </div>
          ) : (
            <>
              <SummaryTiles report={state.report} />
              <div className="insights-grid">
                <DailyChart days={state.report.days} />
                <TopToursChart tours={state.report.top_tours} />
                <FunnelChart funnel={state.report.funnel} />
                <SourcesChart sources={state.report.sources} engines={state.report.engines} />
              </div>
              <VitalsPanel vitals={state.report.vitals} />
            </>
          )}
        </>
      )}
    </div>
  );
}

/** Grey shapes where the figures will be, so the page does not jump when they arrive. */
function InsightsSkeleton({ label }: { label: string }) {
  return (
    <div className="insights-loading">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className="insights-tiles" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <li key={index} className="insights-tile insights-skeleton insights-skeleton-tile" />
        ))}
      </ul>
      <div className="insights-grid" aria-hidden="true">
        {[0, 1].map((index) => (
          <div key={index} className="insights-skeleton insights-skeleton-chart" />
        ))}
      </div>
    </div>
  );
}
