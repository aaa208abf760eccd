import { useTranslation } from 'react-i18next';
import { formatPercent, ratio } from '../format';
import type { Insights, SearchEngine } from '../insights-models';
import { BarListChart } from './bar-list-chart';
import { ChartFigure, HiddenTable } from './chart-figure';
import { numberFormatter } from '../../../../lib/intl';

/** Brand names, the same in every language. */
const ENGINE_NAMES: Record<SearchEngine, string> = {
  google: 'Google',
  bing: 'Bing',
  yahoo: 'Yahoo',
  duckduckgo: 'DuckDuckGo',
};

/** Visits by where they came from, then the search engines' visits split by engine. */
export function SourcesChart({ sources, engines }: Pick<Insights, 'sources' | 'engines'>) {
  const { t, i18n } = useTranslation('admin-insights');
  const number = numberFormatter(i18n.language);
  const share = (part: number, whole: number) => {
    const value = ratio(part, whole);
    return value === null ? '' : formatPercent(value, i18n.language);
  };
  const figure = (part: number, whole: number) =>
    whole > 0 ? `${number.format(part)} (${share(part, whole)})` : number.format(part);

  const sourceTotal = sources.reduce((sum, row) => sum + row.visits, 0);
  const engineTotal = engines.reduce((sum, row) => sum + row.visits, 0);
  const sourceRows = sources.map((row) => ({ key: row.source, label: t(`sources.names.${row.source}`), ...row }));
  const engineRows = engines.map((row) => ({ key: row.engine, label: ENGINE_NAMES[row.engine], ...row }));

  return (
    <ChartFigure title={t('sources.title')} subtitle={t('sources.subtitle')} className="insights-sources">
      <BarListChart
        tone="insights-tone-sources"
        rows={sourceRows.map((row) => ({
          key: row.key,
          label: row.label,
          value: row.visits,
          valueText: figure(row.visits, sourceTotal),
        }))}
      />
      <HiddenTable
        caption={t('sources.tableCaption')}
        head={[t('sources.source'), t('sources.visits'), t('sources.share')]}
        rows={sourceRows.map((row) => [row.label, number.format(row.visits), share(row.visits, sourceTotal)])}
      />
      <h3 className="insights-subheading">{t('sources.engines')}</h3>
      <BarListChart
        tone="insights-tone-engines"
        rows={engineRows.map((row) => ({
          key: row.key,
          label: row.label,
          value: row.visits,
          valueText: figure(row.visits, engineTotal),
        }))}
      />
      <HiddenTable
        caption={t('sources.enginesCaption')}
        head={[t('sources.engine'), t('sources.visits'), t('sources.share')]}
        rows={engineRows.map((row) => [row.label, number.format(row.visits), share(row.visits, engineTotal)])}
      />
    </ChartFigure>
  );
}
