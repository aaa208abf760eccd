import { useTranslation } from 'react-i18next';
import type { ItineraryDay } from '../../content/types';

export function Itinerary({ days }: { days: readonly ItineraryDay[] }) {
  const { t } = useTranslation('tours');
  return (
    <section aria-labelledby="itinerary-title">
      <h2 id="itinerary-title">{t('detail.itinerary')}</h2>
      <ol className="itinerary">
        {days.map((day) => (
          <li key={day.day} className="itinerary-day">
            <h3>
              <span className="day-badge">{t('detail.day', { day: day.day })}</span> {day.title}
            </h3>
            <p>{day.description}</p>
            <ul className="chips" aria-label={t('detail.activities')}>
              {day.activities.map((activity, index) => (
                <li key={index}>{activity}</li>
              ))}
            </ul>
            <dl className="day-facts">
              <div>
                <dt>{t('detail.meals')}</dt>
                <dd>{day.meals}</dd>
              </div>
              <div>
                <dt>{t('detail.accommodation')}</dt>
                <dd>{day.accommodation}</dd>
              </div>
              {day.driving && (
                <div>
                  <dt>{t('detail.driving')}</dt>
                  <dd>{day.driving}</dd>
                </div>
              )}
            </dl>
            {day.note && (
              <p className="day-note">
                <strong>{t('detail.note')}:</strong> {day.note}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
