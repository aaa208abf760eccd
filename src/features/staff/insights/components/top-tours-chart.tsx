import { useTranslation } from 'react-i18next';
import type { InsightsTour } from '../insights-models';
import { BarListChart } from './bar-list-chart';
import { HiddenTable } from '../../shared/chart-parts';
import { ChartFigure } from './chart-figure';
import { numberFormatter } from '../../../../lib/intl';

/** The most viewed tours, by name, longest bar first (the database's order). */
export function TopToursChart({ tours }: { tours: readonly InsightsTour[] }) {
  const { t, i18n } = useTranslation('admin-insights');
  const number = numberFormatter(i18n.language);
  // A tour without a stored name is still told apart by its id.
  const name = (tour: InsightsTour) => tour.tour_name || tour.tour_id;

  return (
    <ChartFigure title={t('tours.title')} subtitle={t('tours.subtitle')} className="insights-tours">
      {tours.length === 0 ? (
        <p className="insights-muted">{t('tours.none')}</p>
      ) : (
        <>
          <BarListChart
            tone="insights-tone-tours"
            rows={tours.map((tour) => ({
              key: tour.tour_id,
              label: name(tour),
              value: tour.views,
              valueText: number.format(tour.views),
            }))}
          />
          <HiddenTable
            caption={t('tours.tableCaption')}
            head={[t('tours.tour'), t('tours.views'), t('tours.sessions')]}
            rows={tours.map((tour) => [name(tour), number.format(tour.views), number.format(tour.sessions)])}
          />
        </>
      )}
    </ChartFigure>
  );
}
