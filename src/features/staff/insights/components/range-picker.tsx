import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_RANGE_DAYS,
  matchingPreset,
  presetRange,
  PRESET_DAYS,
  rangeProblem,
  type DayRange,
  type RangeProblem,
} from '../date-range';

/**
 * Quick periods and a From/To pair. A typed period is checked before anything is asked of the server;
 * what is wrong is said under the fields and nothing is requested.
 */
export function RangePicker({
  range,
  today,
  onChange,
}: {
  range: DayRange;
  today: string;
  onChange: (range: DayRange) => void;
}) {
  const { t } = useTranslation('admin-insights');
  const active = matchingPreset(range, today);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const errorId = useId();
  const fromId = useId();
  const toId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (!found) onChange({ from, to });
  };

  const invalid = problem !== null;
  return (
    <div className="insights-range card">
      <div className="category-filter insights-presets" role="group" aria-label={t('range.presets')}>
        {PRESET_DAYS.map((days) => (
          <button
            key={days}
            type="button"
            className={days === active ? 'chip active' : 'chip'}
            aria-pressed={days === active}
            onClick={() => {
              setProblem(null);
              onChange(presetRange(days, today));
            }}
          >
            {t(`range.last${days}`)}
          </button>
        ))}
      </div>
      <form className="insights-custom" onSubmit={submit} noValidate aria-label={t('range.custom')}>
        <div className="field">
          <label htmlFor={fromId}>{t('range.from')}</label>
          <input
            id={fromId}
            type="date"
            name="from"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
          />
        </div>
        <div className="field">
          <label htmlFor={toId}>{t('range.to')}</label>
          <input
            id={toId}
            type="date"
            name="to"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
          />
        </div>
        <button type="submit" className="button button-light">
          {t('range.apply')}
        </button>
        {problem && (
          <p id={errorId} className="insights-range-error" role="alert">
            {t(`range.errors.${problem}`, { max: MAX_RANGE_DAYS })}
          </p>
        )}
      </form>
    </div>
  );
}
