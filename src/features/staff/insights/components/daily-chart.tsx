import { useTranslation } from 'react-i18next';
import { dailyLayout, type ChartFrame } from '../chart';
import { formatDay } from '../format';
import type { InsightsDay } from '../insights-models';
import { GridChart, HiddenTable, type GridChartClasses } from '../../shared/chart-parts';
import { ChartFigure } from './chart-figure';
import { numberFormatter } from '../../../../lib/intl';

/**
 * SVG user units. The drawing scales with its box (viewBox), so on a 390 px phone it is drawn at about
 * 0.9 of this size and the 12-unit labels stay near 11 px.
 */
const FRAME: ChartFrame = { width: 360, height: 200, padding: { top: 12, right: 14, bottom: 26, left: 30 } };
const LABEL_SIZE = 12;
const CLASSES: GridChartClasses = { svg: 'insights-svg', line: 'insights-gridline', axis: 'insights-axis' };
/** Numeric day labels ("21/11") take about 40 units: seven fit the width with room between them. */
const MAX_LABELS = 7;

/** Visits (bars) and leads (a line with round markers) for every day of the period. */
export function DailyChart({ days }: { days: readonly InsightsDay[] }) {
  const { t, i18n } = useTranslation('admin-insights');
  const layout = dailyLayout(days, FRAME, MAX_LABELS);
  const number = numberFormatter(i18n.language);
  const slot = days.length > 0 ? (layout.plot.right - layout.plot.left) / days.length : 0;
  const markerRadius = Math.max(1.5, Math.min(3.5, slot * 0.3));

  return (
    <ChartFigure title={t('daily.title')} subtitle={t('daily.subtitle')} className="insights-daily">
      <ul className="insights-legend" aria-hidden="true">
        <li>
          <span className="insights-swatch insights-visits" />
          {t('daily.visits')}
        </li>
        <li>
          <span className="insights-swatch-line" />
          {t('daily.leads')}
        </li>
      </ul>
      <GridChart frame={FRAME} layout={layout} fontSize={LABEL_SIZE} format={number.format} classes={CLASSES}>
        {layout.columns.map((column, index) => (
          <g key={days[index]!.day}>
            {column.bar.height > 0 && (
              <rect
                className="insights-visits"
                x={column.bar.x}
                y={column.bar.y}
                width={column.bar.width}
                height={column.bar.height}
              />
            )}
            {column.labelled && (
              <text className="insights-axis" x={column.centre} y={FRAME.height - 8} textAnchor="middle">
                {formatDay(days[index]!.day, i18n.language, 'short')}
              </text>
            )}
          </g>
        ))}
        {days.length > 1 && <polyline className="insights-leads-line" points={layout.leadsPath} />}
        {layout.columns.map((column, index) => (
          <circle
            key={days[index]!.day}
            className="insights-leads-marker"
            cx={column.centre}
            cy={column.leadsY}
            r={markerRadius}
          />
        ))}
      </GridChart>
      <HiddenTable
        caption={t('daily.tableCaption')}
        head={[t('daily.day'), t('daily.visits'), t('daily.leads')]}
        rows={days.map((day) => [
          formatDay(day.day, i18n.language),
          number.format(day.visits),
          number.format(day.leads),
        ])}
      />
    </ChartFigure>
  );
}
