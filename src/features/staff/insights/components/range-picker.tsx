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
  const [typed, setTyped] = useState<DayRange>({ from: range.from, to: range.to });
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(typed.from, typed.to);
    setProblem(found);
    if (!found) onChange({ from: typed.from, to: typed.to });
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
        {(['from', 'to'] as const).map((end) => (
          <DateField
            key={end}
            name={end}
            label={t(`range.${end}`)}
            value={typed[end]}
            onChange={(value) => setTyped((current) => ({ ...current, [end]: value }))}
            errorId={invalid ? errorId : undefined}
          />
        ))}
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

/** One end of the period; `errorId` names what is wrong with the period, when something is. */
function DateField({
  name,
  label,
  value,
  onChange,
  errorId,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorId: string | undefined;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}
