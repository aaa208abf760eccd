import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { stackedSegments } from '../chart';
import { formatVital, RATINGS, vitalRating, wholeShares, type VitalRating } from '../format';
import type { InsightsVital } from '../insights-models';
import { HiddenTable } from '../../shared/chart-parts';
import { numberFormatter } from '../../../../lib/intl';

const BAR_WIDTH = 300;
const BAR_HEIGHT = 16;
/** A shape per rating besides its colour and its word, so the three never depend on colour alone. */
const MARKS: Record<VitalRating, string> = { good: '●', 'needs-improvement': '▲', poor: '■' };

/** The five Core Web Vitals: each one's 75th percentile with its rating, and how its samples were rated. */
export function VitalsPanel({ vitals }: { vitals: readonly InsightsVital[] }) {
  const { t } = useTranslation('admin-insights');
  const titleId = useId();
  return (
    <section className="insights-card card insights-vitals" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('vitals.title')}</h2>
      <p className="insights-muted">{t('vitals.subtitle')}</p>
      <ul className="insights-vital-list">
        {vitals.map((vital) => (
          <VitalItem key={vital.metric} vital={vital} />
        ))}
      </ul>
    </section>
  );
}

function VitalItem({ vital }: { vital: InsightsVital }) {
  const { t, i18n } = useTranslation('admin-insights');
  // Pattern ids must be unique in the document and plain enough for url(#…).
  const patternBase = `vital-${vital.metric}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const number = numberFormatter(i18n.language);
  const percent = numberFormatter(i18n.language, { style: 'percent' });
  const counts = [vital.good, vital.needs_improvement, vital.poor];
  const shares = wholeShares(counts);
  const segments = stackedSegments(counts, BAR_WIDTH);
  const rating = vital.p75 === null ? null : vitalRating(vital.metric, vital.p75);
  const hasData = vital.samples > 0 && vital.p75 !== null;

  return (
    <li className="insights-vital" data-metric={vital.metric}>
      <h3>
        <abbr title={t(`vitals.about.${vital.metric}`)}>{vital.metric}</abbr>
      </h3>
      <p className="insights-vital-about">{t(`vitals.about.${vital.metric}`)}</p>
      {!hasData ? (
        <p className="insights-vital-none">{t('vitals.noData')}</p>
      ) : (
        <>
          <p className="insights-vital-value">
            <span className="visually-hidden">{t('vitals.p75')}: </span>
            <span className="insights-vital-p75">{formatVital(vital.metric, vital.p75!, i18n.language)}</span>{' '}
            <span className={`insights-rating insights-rating-${rating}`}>
              <span aria-hidden="true">{MARKS[rating!]} </span>
              {t(`vitals.ratings.${rating}`)}
            </span>
          </p>
          <p className="insights-muted insights-vital-samples">
            {t('vitals.p75')} · {t('vitals.samples', { count: vital.samples })}
          </p>
          <svg
            className="insights-stack"
            viewBox={`0 0 ${BAR_WIDTH} ${BAR_HEIGHT}`}
            preserveAspectRatio="none"
            aria-hidden="true"
            focusable="false"
          >
            <defs>
              <pattern
                id={`${patternBase}-ni`}
                width="6"
                height="6"
                patternUnits="userSpaceOnUse"
                patternTransform="rotate(45)"
              >
                <rect width="6" height="6" className="insights-fill-needs-improvement" />
                <line x1="0" y1="0" x2="0" y2="6" stroke="#fff" strokeWidth="2" />
              </pattern>
              <pattern id={`${patternBase}-poor`} width="6" height="6" patternUnits="userSpaceOnUse">
                <rect width="6" height="6" className="insights-fill-poor" />
                <circle cx="3" cy="3" r="1.2" fill="#fff" />
              </pattern>
            </defs>
            {RATINGS.map((name, index) =>
              segments[index]!.width > 0 ? (
                <rect
                  key={name}
                  x={segments[index]!.x}
                  y={0}
                  width={segments[index]!.width}
                  height={BAR_HEIGHT}
                  className={name === 'good' ? 'insights-fill-good' : undefined}
                  fill={
                    name === 'needs-improvement'
                      ? `url(#${patternBase}-ni)`
                      : name === 'poor'
                        ? `url(#${patternBase}-poor)`
                        : undefined
                  }
                />
              ) : null,
            )}
          </svg>
          <ul className="insights-stack-legend" aria-hidden="true">
            {RATINGS.map((name, index) => (
              <li key={name}>
                <span className={`insights-key insights-key-${name}`} />
                {t(`vitals.ratings.${name}`)} {percent.format(shares[index]! / 100)} ({number.format(counts[index]!)})
              </li>
            ))}
          </ul>
          <HiddenTable
            caption={t('vitals.tableCaption', { metric: vital.metric })}
            head={[t('vitals.rating'), t('vitals.share'), t('vitals.count')]}
            rows={RATINGS.map((name, index) => [
              t(`vitals.ratings.${name}`),
              percent.format(shares[index]! / 100),
              number.format(counts[index]!),
            ])}
          />
        </>
      )}
    </li>
  );
}
