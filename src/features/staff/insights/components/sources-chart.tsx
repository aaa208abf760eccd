import { useTranslation } from 'react-i18next';
import { formatPercent, ratio } from '../format';
import type { Insights, SearchEngine } from '../insights-models';
import { BarListTable, type TableBarRow } from './bar-list-chart';
import { ChartFigure } from './chart-figure';
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
  /** Each row's visits, with its share of all of them in the drawing and in the table. */
  const withShares = (rows: { key: string; label: string; visits: number }[]): TableBarRow[] => {
    const total = rows.reduce((sum, row) => sum + row.visits, 0);
    return rows.map(({ key, label, visits }) => ({
      key,
      label,
      value: visits,
      valueText: total > 0 ? `${number.format(visits)} (${share(visits, total)})` : number.format(visits),
      cells: [number.format(visits), share(visits, total)],
    }));
  };
  const head = (first: string) => [first, t('sources.visits'), t('sources.share')];

  return (
    <ChartFigure title={t('sources.title')} subtitle={t('sources.subtitle')} className="insights-sources">
      <BarListTable
        tone="insights-tone-sources"
        rows={withShares(sources.map((row) => ({ key: row.source, label: t(`sources.names.${row.source}`), ...row })))}
        caption={t('sources.tableCaption')}
        head={head(t('sources.source'))}
      />
      <h3 className="insights-subheading">{t('sources.engines')}</h3>
      <BarListTable
        tone="insights-tone-engines"
        rows={withShares(engines.map((row) => ({ key: row.engine, label: ENGINE_NAMES[row.engine], ...row })))}
        caption={t('sources.enginesCaption')}
        head={head(t('sources.engine'))}
      />
    </ChartFigure>
  );
}
