import { useTranslation } from 'react-i18next';
import { formatPercent, ratio } from '../format';
import type { Insights } from '../insights-models';
import { BarListChart } from './bar-list-chart';
import { ChartFigure, HiddenTable } from './chart-figure';
import { numberFormatter } from '../../../../lib/intl';

const STEPS = ['tour_view', 'inquiry_started', 'inquiry_sent'] as const;

/** Sessions at each step, with the share of the step before that went on (counted by the database). */
export function FunnelChart({ funnel }: { funnel: Insights['funnel'] }) {
  const { t, i18n } = useTranslation('admin-insights');
  const number = numberFormatter(i18n.language);
  const steps = STEPS.map((step, index) => {
    const previous = index > 0 ? funnel[STEPS[index - 1]!] : null;
    const rate = previous === null ? null : ratio(funnel[step], previous);
    return {
      step,
      label: t(`funnel.steps.${step}`),
      value: funnel[step],
      rate: rate === null ? null : formatPercent(rate, i18n.language),
      // The first step has no step before it; after an empty step there is nothing to divide by.
      isFirst: previous === null,
    };
  });

  return (
    <ChartFigure title={t('funnel.title')} subtitle={t('funnel.subtitle')} className="insights-funnel">
      <BarListChart
        tone="insights-tone-funnel"
        rows={steps.map((step) => ({
          key: step.step,
          label: step.label,
          value: step.value,
          valueText: number.format(step.value),
          ...(step.isFirst
            ? {}
            : { note: step.rate === null ? t('tiles.noData') : t('funnel.stepRate', { percent: step.rate }) }),
        }))}
      />
      <HiddenTable
        caption={t('funnel.tableCaption')}
        head={[t('funnel.step'), t('funnel.sessions'), t('funnel.ofPrevious')]}
        rows={steps.map((step) => [
          step.label,
          number.format(step.value),
          step.isFirst ? '' : (step.rate ?? t('tiles.noData')),
        ])}
      />
    </ChartFigure>
  );
}
