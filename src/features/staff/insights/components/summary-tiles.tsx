import { useTranslation } from 'react-i18next';
import { formatPercent, ratio } from '../format';
import type { Insights } from '../insights-models';
import { numberFormatter } from '../../../../lib/intl';

/** The period's four headline figures. */
export function SummaryTiles({ report }: { report: Insights }) {
  const { t, i18n } = useTranslation('admin-insights');
  const number = numberFormatter(i18n.language);
  const conversion = ratio(report.funnel.inquiry_sent, report.funnel.tour_view);
  const tiles = [
    { key: 'visits', label: t('tiles.visits'), value: number.format(report.totals.visits) },
    { key: 'pageViews', label: t('tiles.pageViews'), value: number.format(report.totals.page_views) },
    { key: 'leads', label: t('tiles.leads'), value: number.format(report.totals.leads) },
    {
      key: 'conversion',
      label: t('tiles.conversion'),
      value: conversion === null ? null : formatPercent(conversion, i18n.language),
      hint: t('tiles.conversionHint'),
    },
  ];

  return (
    <section aria-labelledby="insights-summary">
      <h2 id="insights-summary" className="visually-hidden">
        {t('tiles.heading')}
      </h2>
      <ul className="insights-tiles">
        {tiles.map((tile) => (
          <li key={tile.key} className="insights-tile" data-tile={tile.key}>
            <p className="insights-tile-label">{tile.label}</p>
            <p className="insights-tile-value">
              {tile.value ?? <span className="insights-tile-none">{t('tiles.noData')}</span>}
            </p>
            {tile.hint && <p className="insights-tile-hint">{tile.hint}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
