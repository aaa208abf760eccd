import { useTranslation } from 'react-i18next';
import { formatPercent, ratio } from '../format';
import type { Insights } from '../insights-models';
import { BarListTable, type TableBarRow } from './bar-list-chart';
import { ChartFigure } from './chart-figure';
import { numberFormatter } from '../../../../lib/intl';

const STEPS = ['tour_view', 'inquiry_started', 'inquiry_sent'] as const;

/** Sessions at each step, with the share of the step before that went on (counted by the database). */
export function FunnelChart({ funnel }: { funnel: Insights['funnel'] }) {
  const { t, i18n } = useTranslation('admin-insights');
  const number = numberFormatter(i18n.language);
  const rows = STEPS.map((step, index): TableBarRow => {
    const previous = index > 0 ? funnel[STEPS[index - 1]!] : null;
    const value = funnel[step];
    const label = t(`funnel.steps.${step}`);
    const valueText = number.format(value);
    // The first step has no step before it; after an empty step there is nothing to divide by.
    if (previous === null) return { key: step, label, value, valueText, cells: [valueText, ''] };
    const rate = ratio(value, previous);
    const shown = rate === null ? null : formatPercent(rate, i18n.language);
    const note = shown === null ? t('tiles.noData') : t('funnel.stepRate', { percent: shown });
    return { key: step, label, value, valueText, note, cells: [valueText, shown ?? t('tiles.noData')] };
  });

  return (
    <ChartFigure title={t('funnel.title')} subtitle={t('funnel.subtitle')} className="insights-funnel">
      <BarListTable
        tone="insights-tone-funnel"
        rows={rows}
        caption={t('funnel.tableCaption')}
        head={[t('funnel.step'), t('funnel.sessions'), t('funnel.ofPrevious')]}
      />
    </ChartFigure>
  );
}
