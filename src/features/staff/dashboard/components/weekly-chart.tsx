import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chartLayout, SERIES, type ChartFrame } from '../chart';
import type { WeeklyCount } from '../dashboard-models';
import { formatWeek } from '../format';
import { numberFormatter } from '../../../../lib/intl';
import { GridChart, HiddenTable, type GridChartClasses } from '../../shared/chart-parts';

/**
 * SVG user units. The drawing scales with its box (viewBox), so on a 390 px phone it is drawn at about
 * 0.9 of this size and the 12-unit labels stay near 11 px.
 */
const FRAME: ChartFrame = { width: 360, height: 210, padding: { top: 18, right: 6, bottom: 26, left: 26 } };
const LABEL_SIZE = 12;
const CLASSES: GridChartClasses = { svg: 'chart-svg', line: 'chart-grid', axis: 'chart-axis' };
/** The count above each bar. */
const VALUE_SIZE = 11;

/**
 * Tour inquiries and custom requests per week. The drawing is hidden from assistive technology; the
 * same numbers are in a table that only screen readers see.
 */
export function WeeklyChart({ weeks }: { weeks: readonly WeeklyCount[] }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const titleId = useId();
  const layout = chartLayout(weeks, FRAME);
  const number = numberFormatter(i18n.language);

  return (
    <figure className="dashboard-chart card" aria-labelledby={titleId}>
      <figcaption>
        <h2 id={titleId}>{t('chart.title')}</h2>
        <p className="dashboard-muted">{t('chart.subtitle')}</p>
      </figcaption>
      <ul className="chart-legend" aria-hidden="true">
        {SERIES.map((series) => (
          <li key={series}>
            <span className={`chart-swatch chart-${series}`} />
            {t(`chart.series.${series}`)}
          </li>
        ))}
      </ul>
      <GridChart frame={FRAME} layout={layout} fontSize={LABEL_SIZE} format={number.format} classes={CLASSES}>
        {layout.columns.map((column, index) => (
          <g key={weeks[index]!.week_start}>
            {column.bars.map((bar) =>
              bar.value > 0 ? (
                <g key={bar.series}>
                  <rect className={`chart-${bar.series}`} x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
                  <text
                    className="chart-value"
                    x={bar.x + bar.width / 2}
                    y={bar.y - 3}
                    textAnchor="middle"
                    fontSize={VALUE_SIZE}
                  >
                    {number.format(bar.value)}
                  </text>
                </g>
              ) : null,
            )}
            <text className="chart-axis" x={column.centre} y={FRAME.height - 8} textAnchor="middle">
              {formatWeek(weeks[index]!.week_start, i18n.language, 'short')}
            </text>
          </g>
        ))}
      </GridChart>
      <HiddenTable
        caption={t('chart.tableCaption')}
        head={[t('chart.week'), ...SERIES.map((series) => t(`chart.series.${series}`))]}
        rows={weeks.map((week) => [
          formatWeek(week.week_start, i18n.language),
          number.format(week.inquiries),
          number.format(week.custom_requests),
        ])}
      />
    </figure>
  );
}
