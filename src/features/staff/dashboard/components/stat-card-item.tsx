import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeDirection, changeText } from '../change';
import type { StatCard } from '../stat-cards';
import { numberFormatter } from '../../../../lib/intl';

const ARROW = { up: '▲', down: '▼', same: '–' } as const;

/** One figure: label, value and its month-over-month change, the direction also said in words. */
export function StatCardItem({ card }: { card: StatCard }) {
  const { t, i18n } = useTranslation('admin-dashboard');
  const labelId = useId();
  const language = i18n.language;
  const direction = changeDirection(card.change);
  const number =
    card.value === null
      ? null
      : numberFormatter(
          language,
          card.kind === 'rating' ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : {},
        ).format(card.value);

  return (
    <li className="stat-card" aria-labelledby={labelId}>
      <h3 id={labelId} className="stat-label">
        {t(`stats.${card.key}`)}
      </h3>
      <p className="stat-value">
        {number === null ? (
          <span className="stat-none">{t('rating.none')}</span>
        ) : (
          <>
            <span className="stat-number">{number}</span>
            {card.kind === 'rating' && <span className="stat-unit"> {t('rating.outOf')}</span>}
          </>
        )}
      </p>
      <p className={`stat-change${direction ? ` ${direction}` : ''}`}>
        {direction && (
          <span aria-hidden="true" className="stat-arrow">
            {ARROW[direction]}
          </span>
        )}
        {(direction === 'up' || direction === 'down') && (
          <span className="visually-hidden">{t(`direction.${direction}`)} </span>
        )}
        <span className="stat-change-text">{changeText(card.change, t, language)}</span>
      </p>
    </li>
  );
}
