import { useTranslation } from 'react-i18next';
import { Stars } from '../../components/stars';
import { formatAverage } from './review-view-models';
import './reviews.css';

/** "★★★★☆ 4.3 (12 reviews)": the tour's average overall rating and how many reviews it rests on. */
export function RatingFigures({
  average,
  count,
  size = 'normal',
}: {
  average: number;
  count: number;
  size?: 'normal' | 'small';
}) {
  const { t, i18n } = useTranslation('reviews');
  const figure = formatAverage(average, i18n.resolvedLanguage ?? 'en');
  return (
    <span className="rating-figures">
      <Stars rating={average} label={t('average', { average: figure })} size={size} />
      {/* The stars' label already says the figure; this copy is for the eye. */}
      <strong aria-hidden="true">{figure}</strong>
      <span>({t('count', { count })})</span>
    </span>
  );
}
