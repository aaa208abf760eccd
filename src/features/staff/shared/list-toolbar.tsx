/** The search box and the filters above the staff lists. */
import { useId } from 'react';

export function SearchField({
  label,
  value,
  onChange,
  className = 'field',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's box: `field` and maybe a screen's own class. */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}

export interface FilterOption<V extends string> {
  value: V;
  label: string;
}

/** A labelled select of one filter's values. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as V)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The same choice as toggle buttons, the chosen one pressed. */
export function FilterButtons<V extends string>({
  label,
  className,
  value,
  options,
  onChange,
}: {
  label: string;
  className: string;
  value: V;
  options: readonly FilterOption<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={value === option.value ? 'button' : 'button button-light'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
